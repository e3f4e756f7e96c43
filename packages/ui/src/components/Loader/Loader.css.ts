import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '22rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  color: vars.color.text,
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** The splash: the header's colours over the whole page, the logo in the middle. */
export const splash = style([
  overlay,
  {
    flexDirection: 'column',
    gap: vars.space.xl,
    backgroundColor: vars.color.headerBackground,
    color: vars.color.headerText,
  },
]);

export const logo = style({ display: 'flex', justifyContent: 'center', minHeight: '48px' });

/** The spinner and its text straight on the splash, in the header's text colour. */
export const splashPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  color: vars.color.headerText,
  textAlign: 'center',
});
