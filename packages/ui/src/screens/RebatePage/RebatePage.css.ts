import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, dataTable, mutedNote, ruleAbove, ruledList, ruledRow } from '../../private/styleBlocks';

export const summary = style({
  ...column(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style(mutedNote(vars.fontSize.sm));

export const section = style({ ...column(vars.space.sm), minWidth: 0 });

/** A table on a wide screen; each row a stacked card on a phone (the cells labelled by data-label). */
export const table = style({
  ...dataTable,
  '@media': {
    'screen and (max-width: 40rem)': { display: 'block' },
  },
});

export const head = style({
  '@media': { 'screen and (max-width: 40rem)': { display: 'none' } },
});

export const headCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const tbody = style({
  '@media': { 'screen and (max-width: 40rem)': { display: 'block' } },
});

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 40rem)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: vars.space.xxs,
      paddingBlock: vars.space.sm,
    },
  },
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  overflowWrap: 'anywhere',
  selectors: { '&[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
  '@media': {
    'screen and (max-width: 40rem)': {
      display: 'flex',
      flexDirection: 'column',
      padding: 0,
      selectors: {
        '&::before': { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: vars.fontSize.xs },
        '&[data-numeric]': { textAlign: 'start' },
      },
    },
  },
});

/** The row's category: a heading above the card's figures on a phone. */
export const categoryCell = style([
  cell,
  {
    textAlign: 'start',
    fontWeight: vars.fontWeight.bold,
    '@media': {
      'screen and (max-width: 40rem)': {
        gridColumn: '1 / -1',
        selectors: { '&::before': { content: 'none' } },
      },
    },
  },
]);

export const claims = style(ruledList);

export const claim = style({
  ...ruledRow,
  justifyContent: 'space-between',
  overflowWrap: 'anywhere',
  selectors: ruleAbove,
});

export const amount = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
