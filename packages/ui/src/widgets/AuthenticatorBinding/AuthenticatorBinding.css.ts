import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const qr = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.sm });

/** The key: monospaced, wrapping anywhere so a 360 px phone keeps it whole. */
export const key = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
