import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const wide = 'screen and (min-width: 600px)';
const idle = ':not(:disabled):not([aria-disabled="true"])';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.headerText,
  fontFamily: vars.font.body,
});

export const vip = style({ maxWidth: '10rem' });

// Buttons on the header background (a merchant may paint it in its brand colour): the header's own pair, as in
// AppHeader. `${root} &` outranks the Button variant rules.
export const onHeader = style({
  selectors: {
    [`${root} &`]: {
      backgroundColor: 'transparent',
      borderColor: vars.color.headerText,
      color: vars.color.headerText,
      whiteSpace: 'nowrap',
    },
    [`${root} &:active${idle}`]: { backgroundColor: vars.color.surface, color: vars.color.brand },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { [`${root} &:hover${idle}`]: { backgroundColor: vars.color.surface, color: vars.color.brand } },
    },
  },
});

export const deposit = style({
  selectors: {
    [`${root} &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.surface,
      color: vars.color.brand,
      whiteSpace: 'nowrap',
    },
    [`${root} &:active${idle}`]: { backgroundColor: vars.color.brandSoft },
  },
  '@media': {
    '(hover: hover)': { selectors: { [`${root} &:hover${idle}`]: { backgroundColor: vars.color.brandSoft } } },
  },
});

/** On phones the service button shows its icons only; the name stays for screen readers. */
export const collapsible = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.headerText,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineColor: vars.color.headerText } },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
