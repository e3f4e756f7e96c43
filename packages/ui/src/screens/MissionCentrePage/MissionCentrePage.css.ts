import { style } from '@vanilla-extract/css';
import { ruleAbove, ruledList, ruledRow } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  margin: 0,
  minWidth: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, margin: 0 });

export const factValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const list = style(ruledList);

export const mission = style({ ...ruledRow, flexDirection: 'column', alignItems: 'stretch', selectors: ruleAbove });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', minWidth: 0 });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const progress = style({ flex: '1 1 8rem', minWidth: 0, accentColor: vars.color.brand });

export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});

export const reward = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', minWidth: 0 });

export const board = style({ ...ruledList, counterReset: 'none' });

export const boardRow = style({ ...ruledRow, selectors: ruleAbove });

export const meRow = style([boardRow, { fontWeight: vars.fontWeight.bold }]);

export const rank = style({ minWidth: '3rem', fontVariantNumeric: 'tabular-nums' });

export const player = style({ flex: '1 1 6rem', minWidth: 0, overflowWrap: 'anywhere' });

export const score = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });
