import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column } from '../../private/styleBlocks';

export const form = style({ ...column(vars.space.md), minWidth: 0 });
