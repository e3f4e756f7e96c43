import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const count = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const chartSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const figureCaption = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** The canvas takes the column's width, never more (uPlot sizes it from this box). */
export const chart = style({ width: '100%', minWidth: 0, overflow: 'hidden', color: vars.color.text });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
