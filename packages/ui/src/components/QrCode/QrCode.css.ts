import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A QR code must stay dark on light to scan, whatever the colour mode: the plate forces the light colour scheme
 * and paints with the system colours Canvas and CanvasText (white and black there), so no colour is hard-coded and
 * dark mode cannot invert it.
 */
export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  colorScheme: 'light',
  backgroundColor: 'Canvas',
  borderRadius: vars.radius.sm,
  lineHeight: 0,
});

export const tones = styleVariants({
  default: { color: 'CanvasText' },
  // spec §9: the Line QR is green; the merchant's positive green, darkened towards CanvasText so it still scans
  // where a merchant's green is light (dark mode)
  line: { color: `color-mix(in srgb, ${vars.color.positive} 60%, CanvasText)` },
});
