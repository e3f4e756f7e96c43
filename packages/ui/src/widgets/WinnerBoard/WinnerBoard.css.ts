import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, clampLines, focusRing, mutedText } from '../../private/styleBlocks';

export const board = style({ position: 'relative' });

export const toggle = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  zIndex: 1,
});

const frame = style({
  height: '10rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-visible': focusRing('2px') },
});

export const viewport = styleVariants({
  // the toggle sits over the top corner: the rows leave it room
  moving: [frame, { overflow: 'hidden', paddingInlineEnd: vars.size.controlSm }],
  still: [frame, { overflowY: 'auto', overscrollBehavior: 'contain' }],
});

export const track = style({ willChange: 'transform' });

export const list = style(bareList);

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"player amount" "game amount"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const player = style({ gridArea: 'player', fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const game = style({ gridArea: 'game', ...clampLines(1), ...mutedText(vars.fontSize.xs) });

export const amount = style({
  gridArea: 'amount',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
