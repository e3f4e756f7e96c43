import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText } from '../../private/styleBlocks';

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

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const title = style({
  ...headingText(vars.fontSize.lg),
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
