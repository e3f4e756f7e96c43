import { globalStyle, style } from '@vanilla-extract/css';
import { outlineOnHeader, solidOnHeader } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';
import { wideScreen } from '../../theme/screens';

const wide = wideScreen;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
  fontFamily: vars.font.body,
  boxShadow: vars.elevation.low,
});

/**
 * Phone first: one row (logo, then the balance and deposit, then the login or account button), so the header with
 * its navigation row stays short on a 360px screen in every language: the logo gives way (down to `phoneLogoMin`)
 * before anything is cut. From 600px the logo, account and tools sit in a grid row of their own sizes.
 */
export const bar = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  minHeight: vars.size.headerHeight,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  '@media': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo account tools"',
      columnGap: vars.space.md,
      paddingInline: vars.space.md,
    },
  },
});

/** Shown from 600px only (as `shown`); scoped to the bar so it wins over the control's own display. */
const fromWide = (shown: string) =>
  ({
    selectors: { [`${bar} &`]: { display: 'none' } },
    '@media': { [wide]: { selectors: { [`${bar} &`]: { display: shown } } } },
  }) as const;

/** The smallest the logo gets on a phone (it never disappears), and its size there when there is room. */
const phoneLogoMin = '3rem';
const phoneLogoHeight = '1.5rem';

export const logoLink = style({
  gridArea: 'logo',
  justifySelf: 'start',
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: phoneLogoMin,
  maxWidth: '100%',
  minHeight: vars.size.controlMd,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  '@media': { [wide]: { minWidth: 0 } },
  selectors: {
    '&:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      // the header's own text colour is the one guaranteed to stand out on the header
      outlineColor: vars.color.headerText,
      outlineOffset: '2px',
    },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  maxHeight: vars.size.controlMd,
  overflow: 'hidden',
});

// A merchant's logo is often an SVG with only a viewBox: give it a height and let its ratio set the width
// (the global `max-width: 100%` of a shrink-to-fit parent would otherwise collapse it to nothing). On a phone it
// is smaller and may narrow further (keeping its ratio) down to the link's minimum width.
globalStyle(`${logo} > img, ${logo} > svg`, {
  height: phoneLogoHeight,
  width: 'auto',
  minWidth: 0,
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [wide]: { height: vars.size.controlSm, maxWidth: 'none' } },
});

export const account = style({
  gridArea: 'account',
  flex: '1 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [wide]: { gap: vars.space.sm, minWidth: 0 } },
});

/** Only from 600px: on a phone the account sheet's title names the account. */
export const accountName = style({
  ...fromWide('inline-flex'),
  flex: '0 1 auto',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const accountText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

// The balance never gives way; the account name shrinks (ellipsis) first. On a phone it comes before the deposit.
export const balance = style({ flexShrink: 0, order: -1, '@media': { [wide]: { order: 0 } } });

export const tools = style({
  gridArea: 'tools',
  flex: 'none',
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

/** From 600px: on a phone the language is chosen in the navigation row's menu. */
export const language = style([fromWide('block'), { width: '9rem' }]);

// Buttons on the header background: the header's own pair (headerText) and the surface/brand pair.
export const loginButton = style(solidOnHeader(bar));

/** From 600px; on a phone logging out is in the account sheet. */
export const logoutButton = style([outlineOnHeader(bar), fromWide('inline-flex')]);
