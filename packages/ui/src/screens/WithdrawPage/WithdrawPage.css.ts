import { globalStyle, style } from '@vanilla-extract/css';
import { bareFieldset, boldLegend } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

// The withdraw page's own parts; the summary, lists and form come from the wallet page's styles.

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: { [`${table} &`]: { textAlign: 'end' } },
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

export const orderDetail = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const choices = style(bareFieldset(vars.space.xs));

export const legend = style(boldLegend);

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  cursor: 'pointer',
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

export const confirmBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexBasis: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
