import { style } from '@vanilla-extract/css';
import { countBadge, focusRing } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.headerText,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing('2px') },
});

/** The red count over the envelope's corner. */
export const count = style({
  ...countBadge(vars.space.xxs),
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xxs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  minWidth: '1.25em',
  lineHeight: 1.4,
});
