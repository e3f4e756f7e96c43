import { style } from '@vanilla-extract/css';
import { outlineOnHeader, shownFrom, solidOnHeader } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

const wide = 'screen and (min-width: 600px)';

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
// AppHeader.
export const onHeader = style(outlineOnHeader(root));

export const deposit = style(solidOnHeader(root));

/** On phones the service button shows its icons only; the name stays for screen readers. */
export const collapsible = style(shownFrom(wide));

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
