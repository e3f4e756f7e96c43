import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  marginBlock: `calc(${vars.space.sm} * -1) 0`,
  marginInlineEnd: `calc(${vars.space.sm} * -1)`,
});

export const position = style({
  marginInlineEnd: 'auto',
  order: -1,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const arrow = style({ display: 'flex', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const slides = style({ minWidth: 0 });

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Server HTML: tame its margins and pictures so any promotion fits the column. */
export const content = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${content} a`, { color: vars.color.brand });

export const more = style({ marginBlockStart: vars.space.xs });
