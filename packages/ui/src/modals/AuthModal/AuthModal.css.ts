import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ paddingBlockStart: vars.space.lg, paddingBlockEnd: 0 });

export const keptPanel = style({ selectors: { '&[data-state="inactive"]': { display: 'none' } } });
