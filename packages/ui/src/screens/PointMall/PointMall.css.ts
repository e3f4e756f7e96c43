import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareList,
  cardGrid,
  column,
  dataTable,
  framedPicture,
  mutedNote,
  pillLabel,
  raised,
  spreadRow,
  tileCard,
  titleText,
} from '../../private/styleBlocks';

export const balance = style({
  ...spreadRow,
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSoft,
});

export const balanceText = style({
  margin: 0,
  ...column(vars.space.xxs),
  minWidth: 0,
  color: vars.color.text,
});

export const balanceLabel = style({ fontSize: vars.fontSize.sm });

export const balanceValue = style(titleText(vars.fontSize.xl));

export const panel = style({ ...column(vars.space.md), paddingBlockStart: vars.space.md });

// two cards across a 360 px phone, more as the screen widens
export const grid = style(cardGrid('8.5rem', vars.space.sm));

export const card = style(tileCard(vars.space.xs, '17rem'));

export const picture = style({ ...framedPicture('8 / 5'), objectFit: 'cover', borderRadius: vars.radius.sm });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const cost = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const stock = style({ ...mutedNote(vars.fontSize.xs), ...spreadRow, gap: vars.space.xxs });

export const soldOut = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const redeem = style({ marginBlockStart: 'auto' });

export const history = style({ ...bareList, display: 'grid', gap: vars.space.sm });

export const redemption = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  ...raised(vars.radius.md),
});

export const redemptionTitle = style({
  margin: 0,
  ...spreadRow,
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const redemptionMeta = style({
  ...mutedNote(vars.fontSize.xs),
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const remark = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

const statusBase = style({
  ...pillLabel(vars.space.xs),
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const status = styleVariants({
  PROCESSING: [statusBase, { backgroundColor: vars.color.cautionSoft }],
  REJECTED: [statusBase, { backgroundColor: vars.color.criticalSoft }],
  APPROVED: [statusBase, { backgroundColor: vars.color.positiveSoft }],
});

export const rules = style({ display: 'grid', gap: vars.space.md });

export const ruleList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
});

export const rates = style(dataTable);

export const ratesCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

globalStyle(`${rates} th, ${rates} td`, {
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
