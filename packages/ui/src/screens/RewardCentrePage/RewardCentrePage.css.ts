import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, columnList, countBadge, pillLabel } from '../../private/styleBlocks';

const pairs = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
} as const;

export const member = style(pairs);

export const totals = style({
  ...pairs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const pair = style({ ...column(vars.space.xxs), minWidth: 0 });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const tiles = style(columnList(vars.space.sm));

export const tile = style({
  ...column(vars.space.xs),
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minWidth: 0,
  selectors: { '&[data-status="claim"]': { borderColor: vars.color.brand } },
});

export const tileHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const tileTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const status = style({
  ...pillLabel(vars.space.xs),
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: {
    '&[data-status="claim"], &[data-status="join"]': { backgroundColor: vars.color.brandSoft },
    '&[data-status="issued"], &[data-status="claimed"]': { backgroundColor: vars.color.positiveSoft },
    '&[data-status="rejected"]': { backgroundColor: vars.color.criticalSoft },
    '&[data-status="applying"], &[data-status="process"], &[data-status="joined"]': {
      backgroundColor: vars.color.cautionSoft,
    },
  },
});

export const unclaimed = style({
  ...countBadge(vars.space.xs),
  backgroundColor: vars.color.critical,
  color: vars.color.textOnCritical,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const bonus = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
