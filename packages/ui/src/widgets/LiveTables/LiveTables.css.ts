import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText, pillLabel } from '../../private/styleBlocks';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style(headingText(vars.fontSize.lg));

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(13rem, 100%), 1fr))',
  gap: vars.space.sm,
});

export const table = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const join = style({ alignSelf: 'flex-start', marginBlockStart: vars.space.xs });

export const closed = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space.xs,
  ...pillLabel(vars.space.xs),
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.text,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const all = style({ alignSelf: 'center' });
