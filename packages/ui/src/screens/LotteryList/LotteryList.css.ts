import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  cardGrid,
  focusRing,
  labelText,
  mutedNote,
  row,
  spreadRow,
  starButton,
  starSelectors,
  textInput,
  tileCard,
} from '../../private/styleBlocks';

export const listTypes = style({
  display: 'flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceSunken,
});

/** Spec §2: each list tab is 100 / (number of tabs) wide. */
export const listType = style({
  flex: '1 1 0',
  minWidth: 0,
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.textOnBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': focusRing('2px'),
  },
});

export const menuRow = style({ ...row(vars.space.xs), minWidth: 0 });

export const menuStrip = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBlock: vars.space.xxs,
});

/** The type row's place while the types load: one chip high, like the strip (with its padding). */
export const menuPlaceholder = style({
  minHeight: `calc(${vars.size.controlSm} + 2 * ${vars.space.xxs})`,
});

export const count = style({ fontSize: vars.fontSize.xs, opacity: 0.8 });

export const filters = style({ ...spreadRow, alignItems: 'flex-end', gap: vars.space.sm });

export const search = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 12rem', maxWidth: '20rem' });

export const searchLabel = style(labelText);

export const searchInput = style({ ...textInput, selectors: { '&:focus-visible': focusRing('1px') } });

// two cards across a 360 px phone, more as the screen widens
export const grid = style(cardGrid('8.5rem', vars.space.sm));

// cards off screen are neither laid out nor painted (500 lotteries stay smooth)
export const card = style(tileCard(vars.space.sm, '10rem'));

export const cardHead = style(row(vars.space.xxs, 'flex-start'));

export const name = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const star = style({
  flexShrink: 0,
  ...starButton,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: starSelectors,
});

export const numero = style(mutedNote(vars.fontSize.xs));

export const countdown = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const countdownClosed = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const days = style(mutedNote(vars.fontSize.xs));

export const play = style({ marginBlockStart: 'auto' });
