import { style } from '@vanilla-extract/css';
import { outlineOnHeader, shownFrom, solidOnHeader } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';
import { wideScreen } from '../../theme/screens';

const wide = wideScreen;

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

/** From 600px; on a phone it is in the account sheet. */
export const wideOnly = style({
  '@media': { 'screen and (max-width: 599.98px)': { selectors: { [`${root} &`]: { display: 'none' } } } },
});

export const vip = style([wideOnly, { maxWidth: '10rem' }]);

/** Below 600px only: the account button that opens the account sheet. */
export const sheetButton = style([
  outlineOnHeader(root),
  { '@media': { [wide]: { selectors: { [`${root} &`]: { display: 'none' } } } } },
]);

// Buttons on the header background (a merchant may paint it in its brand colour): the header's own pair, as in
// AppHeader.
export const onHeader = style(outlineOnHeader(root));

/** On a phone only its icon shows: a square as wide as it is tall. */
export const deposit = style([
  solidOnHeader(root),
  {
    '@media': {
      'screen and (max-width: 599.98px)': {
        selectors: { [`${root} &`]: { paddingInline: 0, width: vars.size.controlSm } },
      },
    },
  },
]);

/** On phones the deposit button shows its icon only; the name stays for screen readers. */
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

/** The account sheet's list (layout "sheet"): one entry per row, the VIP badge first. */
export const sheet = style({ display: 'grid', gap: vars.space.sm, fontFamily: vars.font.body });

export const sheetVip = style({ justifySelf: 'start', maxWidth: '100%' });
