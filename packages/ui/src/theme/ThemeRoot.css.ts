import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  colorScheme: vars.colorScheme,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  overflowWrap: 'break-word',
});
