import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const control = style({ paddingInline: 0 });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineStart: vars.space.sm,
  // room for the chevron drawn over the right edge
  paddingInlineEnd: `calc(${vars.space.sm} + 1.25em + ${vars.space.xs})`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Options are drawn by the OS, but some browsers take their colours from the select. */
export const option = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'flex',
});
