import { style } from '@vanilla-extract/css';
import { wrapList } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

// Team management: the breadcrumb of the tree, the search, the rows (the records' table) and the dialogs.

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const crumbs = style({
  ...wrapList(vars.space.xxs),
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

/** A step's account wraps anywhere: a 20-character account is one word. */
export const crumbText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const crumbSeparator = style({ color: vars.color.textMuted });

/** An account in a row: never clipped, broken anywhere when it does not fit. */
export const account = style({ overflowWrap: 'anywhere', wordBreak: 'break-word', fontWeight: vars.fontWeight.medium });

export const actions = style({ ...wrapList(vars.space.xxs), justifyContent: 'flex-end', minWidth: 0 });

export const searching = style({ ...wrapList(vars.space.xs), alignItems: 'center', minWidth: 0 });

export const rates = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

/** A category and its rate: two cells of the grid. */
export const rateRow = style({ display: 'contents' });

export const rateValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const contracts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contract = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const contractHead = style({
  ...wrapList(vars.space.xs),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const contractTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
