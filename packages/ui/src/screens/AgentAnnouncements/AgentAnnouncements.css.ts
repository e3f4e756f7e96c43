import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&[data-pinned]': { borderColor: vars.color.brand } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const toggle = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  minHeight: vars.size.controlMd,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, overflowWrap: 'anywhere', minWidth: 0 });
