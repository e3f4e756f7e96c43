import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { hiddenText, wrapList } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

// The records pages: phone first, each row a stacked card (its cells labelled); in a box wide enough for its columns
// a table. The box, not the screen: the member centre's page is narrower than the screen beside its menu.

/** How wide a list's box must be to show it as a table: a list of many columns (the betting record) needs more. */
const TABLE_FROM = { records: '(min-width: 40rem)', 'records-wide': '(min-width: 60rem)' } as const;
/** Many columns: from this many a list is a wide one. */
export const WIDE_TABLE_COLUMNS = 8;

/** The rule of a list shown as a table, for both kinds of box. */
const asTable = (rule: StyleRule): StyleRule => ({
  '@container': Object.fromEntries(Object.entries(TABLE_FROM).map(([name, query]) => [`${name} ${query}`, rule])),
});

// two selects side by side from a 360 px phone; the search takes a row of its own
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  minWidth: 0,
});

export const rangeGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const rangeLegend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const rangeFieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const presets = style(wrapList(vars.space.xs));

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

export const dateInput = style({ minWidth: 0 });

export const search = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  minWidth: 0,
});

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

export const searchButton = style({ marginBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xxs})` });

/** The category tabs scroll inside their row when they do not fit (nine families on a phone). */
export const tabList = style({ overflowX: 'auto', scrollbarWidth: 'thin' });

export const tab = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });

/**
 * The results of the last filter while the next answer is on its way: a veil of the page's colour dims them (over
 * the text, not its colours, so the text keeps its contrast for those who read on) and lets clicks through.
 */
export const results = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: {
    '&[aria-busy="true"]::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundColor: vars.color.background,
      opacity: 0.45,
      pointerEvents: 'none',
    },
  },
});

export const tableWrap = style({
  minWidth: 0,
  overflowX: 'auto',
  containerType: 'inline-size',
  containerName: 'records',
});
export const tableWrapWide = style([tableWrap, { containerName: 'records-wide' }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  ...asTable({ display: 'table' }),
});

// Phone: the table's parts as blocks, the header read by screen readers only, each cell with its column's name.
globalStyle(`${table}, ${table} > tbody, ${table} > tbody > tr, ${table} > tbody > tr > td`, {
  display: 'block',
  ...asTable({ display: 'revert' }),
});

globalStyle(`${table} > thead`, {
  ...hiddenText,
  ...asTable({ position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' }),
});

globalStyle(`${table} > tbody > tr`, {
  marginBlockEnd: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  ...asTable({ margin: 0, padding: 0, border: 0, borderRadius: 0 }),
});

globalStyle(`${table} > tbody > tr > td`, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  overflowWrap: 'anywhere',
  minWidth: 0,
  ...asTable({
    display: 'table-cell',
    padding: vars.space.xs,
    overflowWrap: 'normal',
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'top',
  }),
});

globalStyle(`${table} > tbody > tr > td::before`, {
  content: 'attr(data-label)',
  color: vars.color.textMuted,
  ...asTable({ content: 'none' }),
});

globalStyle(`${table} th`, {
  padding: vars.space.xs,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

// an amount stays whole in a table column; the table scrolls inside its box when the columns do not fit
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  ...asTable({ textAlign: 'end', whiteSpace: 'nowrap' }),
});

globalStyle(`${table} th${number}`, { ...asTable({ textAlign: 'end' }) });

export const cellValue = style({ textAlign: 'end', minWidth: 0, ...asTable({ textAlign: 'inherit' }) });

export const orderNo = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const copy = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const gain = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });

export const loss = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const totals = style({
  display: 'grid',
  // two figures a row on a 360 px phone
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  minWidth: 0,
});

export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totalValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const totalRow = style({ fontWeight: vars.fontWeight.bold });
