import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({});

// Edge draws its own reveal button on password inputs; ours replaces it, two eyes would confuse.
globalStyle(`${root} input::-ms-reveal, ${root} input::-ms-clear`, { display: 'none' });

/** The toggle reaches to the box's edge, so its touch target stays full size without a wide gap. */
export const toggle = style({
  display: 'flex',
  marginInlineEnd: `calc(${vars.space.sm} * -1 + ${vars.space.xxs})`,
});
