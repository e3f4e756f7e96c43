import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { titleText } from '../../private/styleBlocks';

export const list = style({ display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  borderInlineStartWidth: '3px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.brand,
});

export const title = style(titleText(vars.fontSize.md));
