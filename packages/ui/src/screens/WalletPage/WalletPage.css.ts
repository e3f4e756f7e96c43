import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ruleAbove, ruledList, ruledRow } from '../../private/styleBlocks';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, minWidth: 0 });

export const totalValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const list = style(ruledList);

export const row = style({
  ...ruledRow,
  selectors: { ...ruleAbove, '&[data-maintenance]': { color: vars.color.textMuted } },
});

export const name = style({ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' });

export const balance = style({
  marginInlineStart: 'auto',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  textAlign: 'end',
  minWidth: 0,
});

export const badge = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.md,
});
