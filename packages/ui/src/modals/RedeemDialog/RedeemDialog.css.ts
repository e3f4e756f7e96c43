import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, textInput } from '../../private/styleBlocks';

export const form = style({ display: 'grid', gap: vars.space.md });

export const summary = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rewardName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const quantity = style({ display: 'grid', gap: vars.space.xs });

export const quantityLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const quantityInput = style({
  ...textInput,
  width: '5rem',
  textAlign: 'center',
  selectors: { '&:focus-visible': focusRing('1px') },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const total = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const after = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const reference = style({ margin: 0, overflowWrap: 'anywhere' });
