import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const entries = style({ display: 'grid', gap: vars.space.sm });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: vars.color.border,
});
