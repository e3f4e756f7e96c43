import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

/** The place of the carousel's control row under the pictures (Carousel `overlay`: `controlSm` tall, `space.xs` above). */
export const placeholder = style({ paddingBlockEnd: `calc(${vars.size.controlSm} + ${vars.space.xs})` });

/** The banner's box keeps the 16:5 picture's place before it loads: nothing moves when it arrives. */
export const picture = style({
  display: 'block',
  width: '100%',
  // the img's width and height attributes give the ratio; the CSS width wins, the height follows it
  height: 'auto',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const link = style({
  display: 'block',
  padding: 0,
  border: 0,
  width: '100%',
  background: 'none',
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
