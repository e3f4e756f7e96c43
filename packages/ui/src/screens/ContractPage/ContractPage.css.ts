import { style } from '@vanilla-extract/css';
import { column, columnList, wrapList } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

// The contract page and the offers popup: phone first, each contract a card whose terms wrap; nothing wider than
// the column (long account names break anywhere).

export const section = style({ ...column(vars.space.sm), minWidth: 0 });

export const cards = style({ ...columnList(vars.space.sm), minWidth: 0 });

export const card = style({
  ...column(vars.space.sm),
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});

export const party = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', minWidth: 0 });

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
});

export const term = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const termLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const termValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const actions = style({ ...wrapList(vars.space.xs), justifyContent: 'flex-end' });

export const conflicts = style({ ...columnList(vars.space.xxs), margin: `${vars.space.xs} 0` });

export const conflict = style({ overflowWrap: 'anywhere' });

export const form = style({ ...column(vars.space.md), minWidth: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

export const periodChips = style(wrapList(vars.space.xs));

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const figureValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const sides = style(wrapList(vars.space.xs));

export const status = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const statusTone = {
  positive: style({ backgroundColor: vars.color.positiveSoft }),
  caution: style({ backgroundColor: vars.color.cautionSoft }),
  critical: style({ backgroundColor: vars.color.criticalSoft }),
  neutral: style({ backgroundColor: vars.color.surfaceSunken }),
};
