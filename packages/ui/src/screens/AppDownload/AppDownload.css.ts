import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const platforms = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
  alignItems: 'start',
});

export const panel = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});

/** The web app's install button: its own width, centred like the download buttons. */
export const install = style({ justifySelf: 'center' });

/** The iOS guide's picture of Safari's button beside each step. */
export const stepIcon = style({ flexShrink: 0, marginBlockStart: '0.25rem', color: vars.color.brand });
