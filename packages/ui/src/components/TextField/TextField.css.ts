import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const suffix = prefix;
