import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, ruleAbove, ruledList, ruledRow, wrapList } from '../../private/styleBlocks';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ ...column(vars.space.sm), minWidth: 0 });

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const estimate = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const filters = style({ ...wrapList(vars.space.sm), alignItems: 'flex-end' });

export const typeFilter = style({ flex: '1 1 10rem', minWidth: 0 });

export const list = style(ruledList);

export const row = style({
  ...ruledRow,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  selectors: ruleAbove,
});

export const rowMain = style({ ...column(vars.space.xxs), minWidth: 0 });

export const rowType = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const rowDetail = style({ overflowWrap: 'anywhere' });

export const rowFigures = style({ ...column(vars.space.xxs), alignItems: 'flex-end', textAlign: 'end', minWidth: 0 });

export const change = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
