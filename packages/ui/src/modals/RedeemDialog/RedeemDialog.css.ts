import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, labelText, mutedNote, mutedText, row, spreadRow, textInput } from '../../private/styleBlocks';

export const form = style({ display: 'grid', gap: vars.space.md });

export const summary = style({ ...mutedNote(vars.fontSize.sm), ...spreadRow, gap: vars.space.xs });

export const rewardName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const quantity = style({ display: 'grid', gap: vars.space.xs });

export const quantityLabel = style(labelText);

export const stepper = style(row(vars.space.xs));

export const quantityInput = style({
  ...textInput,
  width: '5rem',
  textAlign: 'center',
  selectors: { '&:focus-visible': focusRing('1px') },
});

export const hint = style(mutedNote(vars.fontSize.xs));

export const total = style({ margin: 0, ...spreadRow, gap: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const after = style({ fontWeight: vars.fontWeight.regular, ...mutedText(vars.fontSize.sm) });

export const reference = style({ margin: 0, overflowWrap: 'anywhere' });
