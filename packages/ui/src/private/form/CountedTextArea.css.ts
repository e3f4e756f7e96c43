import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textAreaBox = style({ alignItems: 'stretch', paddingBlock: vars.space.xs });

export const textArea = style({ resize: 'vertical', minHeight: '6rem', overflowWrap: 'anywhere' });
