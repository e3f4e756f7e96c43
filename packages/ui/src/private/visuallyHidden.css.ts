import { style } from '@vanilla-extract/css';
import { hiddenText } from './styleBlocks';

/** Hidden on screen, still read by screen readers (`hiddenText`, without padding or border). */
export const visuallyHidden = style({ ...hiddenText, padding: 0, border: 0 });
