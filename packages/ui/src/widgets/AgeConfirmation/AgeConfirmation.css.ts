import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Underlined: inside running text a link must not rely on colour alone. */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  // the label around is clickable (it ticks the box); the link does its own thing
  position: 'relative',
});
