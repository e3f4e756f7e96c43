import { style } from '@vanilla-extract/css';
import { ruleAbove, ruledList, ruledRow } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const invite = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const qr = style({ flex: '0 0 auto', maxWidth: '100%', height: 'auto' });

export const share = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  overflowWrap: 'anywhere',
});

export const link = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const copied = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1lh' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, margin: 0 });

export const factValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const list = style(ruledList);

export const row = style({ ...ruledRow, selectors: ruleAbove });

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 10rem',
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
