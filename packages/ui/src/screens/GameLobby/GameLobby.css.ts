import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const locked = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const lockedText = style({ margin: 0, maxWidth: '28rem', color: vars.color.textMuted });
