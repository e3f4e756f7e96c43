import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseText } from '../private/styleBlocks';

export const root = style({
  colorScheme: vars.colorScheme,
  ...baseText,
});
