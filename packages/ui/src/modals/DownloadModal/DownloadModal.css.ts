import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const steps = style({ display: 'grid', gap: vars.space.sm });
