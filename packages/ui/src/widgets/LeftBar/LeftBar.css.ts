import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { countBadge, vendorLogo } from '../../private/styleBlocks';
import { columnList } from '../../private/styleBlocks';
import { LEFT_BAR_MINI_WIDTH, leftBarBox } from './leftBarBox';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  ...leftBarBox,
  minHeight: '100%',
  padding: vars.space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
});

/** Spec §2 mini mode: icons only. */
export const mini = style({ width: LEFT_BAR_MINI_WIDTH });

export const collapse = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-end',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { [`${mini} &`]: { alignSelf: 'center' } },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } } } },
});

export const list = style(columnList(vars.space.xxs));

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  fontFamily: 'inherit',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
} as const;

export const entry = style({
  ...row,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    [`${mini} &`]: { justifyContent: 'center', paddingInline: 0 },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-current="page"])': { backgroundColor: vars.color.surfaceSunken } },
    },
  },
});

export const label = style({ flex: '1 1 auto', minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const vendors = style({
  listStyle: 'none',
  margin: 0,
  marginBlock: vars.space.xs,
  padding: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const vendor = style({
  display: 'block',
  width: '100%',
  margin: 0,
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } } } },
});

export const logo = style(vendorLogo);

export const all = style({
  ...row,
  justifyContent: 'center',
  minHeight: '100%',
  padding: vars.space.xs,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const service = style({
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});

export const serviceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.sm,
});

export const subEntry = style({
  ...row,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } } } },
});

export const count = style({
  flexShrink: 0,
  minWidth: '1.5em',
  ...countBadge(vars.space.xs),
  lineHeight: vars.lineHeight.normal,
});

export const lineQr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.sm,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' });
