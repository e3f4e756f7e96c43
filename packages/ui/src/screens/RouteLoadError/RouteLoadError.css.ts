import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText } from '../../private/styleBlocks';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  minHeight: '50vh',
  padding: vars.space.xl,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.xxl,
});

export const title = style(headingText(vars.fontSize.xl));

export const message = style({ margin: 0, maxWidth: '28rem', color: vars.color.textMuted });
