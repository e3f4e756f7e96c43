import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, longTitleText, raised } from '../../private/styleBlocks';

export const root = style({
  ...column(vars.space.sm),
  padding: vars.space.lg,
  ...raised(vars.radius.lg),
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const slide = style({ ...column(vars.space.sm), alignItems: 'flex-start' });

export const title = style(longTitleText(vars.fontSize.lg));

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
