import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, columnList } from '../../private/styleBlocks';

export const summary = style({
  ...column(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSoft,
  minWidth: 0,
});

export const rank = style({ ...column(vars.space.xxs), margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const rankName = style({ fontSize: vars.fontSize.lg });

export const bar = style({ width: '100%', height: '0.75rem', accentColor: vars.color.brand });

export const figures = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const levels = style(columnList(vars.space.sm));

export const level = style({
  ...column(vars.space.xs),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, borderWidth: '2px' } },
});

export const levelName = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
});

export const pair = style({ ...column(vars.space.xxs), minWidth: 0 });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
