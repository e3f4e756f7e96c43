import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseText } from '../private/styleBlocks';

export const root = style({
  colorScheme: vars.colorScheme,
  ...baseText,
  // An open modal sets pointer-events: none on <body> (Radix keeps clicks off the page; the dialog's cover does that
  // already). Set here, that inherited change stops at this element instead of restyling the whole page in the
  // modal's first frame.
  pointerEvents: 'auto',
});
