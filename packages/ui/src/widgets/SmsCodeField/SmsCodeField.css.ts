import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Wide enough for "Resend in 60s" in Thai, so the button does not change width as the seconds count down. */
export const send = style({
  minWidth: '6.5rem',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  whiteSpace: 'nowrap',
});

/** Countdown and throttle: visibly unavailable, still focusable (aria-disabled). */
export const waiting = style({
  opacity: 0.6,
  cursor: 'not-allowed',
});

export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
