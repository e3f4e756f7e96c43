import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, row } from '../../private/styleBlocks';

export const root = style({
  ...row(vars.space.sm, 'flex-start'),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// The tone shows three ways: the bar's colour, the icon's shape and (for screen readers) the role.
export const tones = {
  info: style({ backgroundColor: vars.color.infoSoft, borderInlineStartColor: vars.color.info }),
  positive: style({ backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive }),
  caution: style({ backgroundColor: vars.color.cautionSoft, borderInlineStartColor: vars.color.caution }),
  critical: style({ backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical }),
};

export const iconTones = {
  info: style({ color: vars.color.info }),
  positive: style({ color: vars.color.positive }),
  caution: style({ color: vars.color.caution }),
  critical: style({ color: vars.color.critical }),
};

export const icon = style({
  display: 'flex',
  flexShrink: 0,
  // centre the icon on the first line of text
  paddingBlock: `calc((${vars.lineHeight.normal} * 1em - 1.25em) / 2)`,
});

export const body = style({
  flex: '1 1 auto',
  minWidth: 0,
  ...column(vars.space.xxs),
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

// pulls the button into the padding so its touch target stays full size without pushing the text
export const close = style({
  display: 'flex',
  flexShrink: 0,
  marginBlock: `calc(${vars.space.xs} * -1)`,
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
});
