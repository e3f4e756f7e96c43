import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { corner, dockedScreen } from '../../theme/corner';

/**
 * On a phone, an opaque strip across the bottom of the screen, as tall as the corner's room: the page scrolls behind
 * it as behind the header, so the controls in it never stand over something the player could press. Above the page,
 * below the controls (`zIndex.overlay`) and dialogs. Wider screens have room beside the page: no strip.
 */
export const strip = style({
  display: 'none',
  '@media': {
    [dockedScreen]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      height: corner.room,
      zIndex: vars.zIndex.header,
      backgroundColor: vars.color.surfaceRaised,
      borderBlockStartWidth: '1px',
      borderBlockStartStyle: 'solid',
      borderBlockStartColor: vars.color.border,
      boxShadow: vars.elevation.medium,
    },
  },
});
