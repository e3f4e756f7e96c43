import { style, styleVariants } from '@vanilla-extract/css';
import { centredState, pillLabel } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const results = style({ display: 'grid', gap: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** Address, result and open button on one line; on a narrow phone the button drops under them. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const fastestRow = style({ borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft });

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 10rem',
  minWidth: 0,
});

export const host = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

const badge = style({
  display: 'inline-block',
  ...pillLabel(vars.space.xs),
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const fastest = style([badge, { backgroundColor: vars.color.brand, color: vars.color.textOnBrand }]);

export const result = style({ display: 'inline-flex', alignItems: 'center', flex: '0 0 auto' });

/** The answer time in the fast (positive) or slow (caution) tone. */
export const time = styleVariants({
  fast: [badge, { fontSize: vars.fontSize.sm, backgroundColor: vars.color.positiveSoft }],
  slow: [badge, { fontSize: vars.fontSize.sm, backgroundColor: vars.color.cautionSoft }],
});

export const unreachable = style([badge, { fontSize: vars.fontSize.sm, backgroundColor: vars.color.criticalSoft }]);

export const measuring = style({ color: vars.color.textMuted });

export const open = style({ flex: '0 0 auto', marginInlineStart: 'auto' });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const state = style(centredState);
