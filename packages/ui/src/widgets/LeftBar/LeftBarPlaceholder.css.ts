import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { LEFT_BAR_MINI_WIDTH, LEFT_BAR_WIDTH } from './leftBarWidth';

export const placeholder = style({
  width: LEFT_BAR_WIDTH,
  maxWidth: '100%',
  height: '100%',
  backgroundColor: vars.color.surface,
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: vars.color.border,
});

export const mini = style({ width: LEFT_BAR_MINI_WIDTH });
