import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText, raised, spreadRow } from '../styleBlocks';
import { homeBlockHeights, homeBlockMinHeight, homeBlockSkipped } from './heights';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** While its data loads or failed: the block's least height on each layout. */
export const block = styleVariants(homeBlockHeights, (heights) => [
  base,
  homeBlockMinHeight(heights),
  homeBlockSkipped(heights),
]);

/** Its data shown: its own height (until it has been on screen, its least one stands in for it). */
export const settled = styleVariants(homeBlockHeights, (heights) => [base, homeBlockSkipped(heights)]);

export const head = style({ ...spreadRow, alignItems: 'center', gap: vars.space.sm });

export const title = style({
  ...headingText(vars.fontSize.lg),
  color: vars.color.text,
});

/** A card inside a block (a popular number, a mission): raised, outlined, never wider than its column. */
export const card = style({
  ...raised(vars.radius.md),
  boxShadow: 'none',
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  minWidth: 0,
});
