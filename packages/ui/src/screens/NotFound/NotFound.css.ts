import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  boxSizing: 'border-box',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
