import { style } from '@vanilla-extract/css';
import { LEFT_BAR_MINI_WIDTH, leftBarBox } from './leftBarBox';

export const placeholder = style({ ...leftBarBox, height: '100%' });

export const mini = style({ width: LEFT_BAR_MINI_WIDTH });
