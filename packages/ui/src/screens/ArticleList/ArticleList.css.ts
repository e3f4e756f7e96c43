import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const article = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
