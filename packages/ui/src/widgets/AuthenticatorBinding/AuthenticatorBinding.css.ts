import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, endActions, mutedNote } from '../../private/styleBlocks';

export const body = style({ ...column(vars.space.md), minWidth: 0 });

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const actions = style(endActions);

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ ...mutedNote(vars.fontSize.sm), overflowWrap: 'anywhere' });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  ...column(vars.space.sm),
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
