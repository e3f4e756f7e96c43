import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'block',
  width: '100%',
  height: `calc(100vh - ${vars.size.headerHeight})`,
  minHeight: '24rem',
  border: 0,
  backgroundColor: vars.color.surfaceSunken,
});
