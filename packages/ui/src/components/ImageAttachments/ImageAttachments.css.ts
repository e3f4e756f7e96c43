import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, columnList, mutedNote, wrapList } from '../../private/styleBlocks';

export const root = style({ ...column(vars.space.xs), alignItems: 'flex-start', minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const hint = style({ ...mutedNote(vars.fontSize.xs), overflowWrap: 'anywhere' });

export const thumbs = style(wrapList(vars.space.sm));

export const thumb = style({
  position: 'relative',
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({ position: 'absolute', insetBlockStart: vars.space.xxs, insetInlineEnd: vars.space.xxs });

export const refusals = style({
  ...columnList(vars.space.xxs),
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});
