import { globalStyle, style } from '@vanilla-extract/css';
import { shownFrom } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';
import { wideScreen } from '../../theme/screens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.elevation.low,
});

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flexShrink: 0,
  marginInlineEnd: vars.space.xxs,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const amount = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  // a money figure is never cut short
  whiteSpace: 'nowrap',
});

export const placeholder = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const masked = style({
  letterSpacing: vars.space.xxs,
});

const phone = 'screen and (max-width: 599.98px)';

/** The header's phone row (see `compact`): every piece narrower, nothing cut. */
export const compact = style({
  '@media': { [phone]: { minHeight: vars.size.controlSm, paddingInlineStart: vars.space.sm, gap: 0 } },
});

// the word stays for screen readers: it names the group
globalStyle(`${compact} ${label}`, shownFrom(wideScreen));
globalStyle(`${compact} ${amount}`, { '@media': { [phone]: { fontSize: vars.fontSize.sm } } });

export const eye = style({ '@media': { [phone]: { selectors: { [`${compact} &`]: { display: 'none' } } } } });

export const refresh = style({
  '@media': { [phone]: { selectors: { [`${compact} &`]: { width: '2rem', minHeight: '2rem' } } } },
});
