import { globalStyle, style } from '@vanilla-extract/css';
import { outlineOnHeader, shownFrom, solidOnHeader } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

const wide = 'screen and (min-width: 600px)';

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
 * Mobile first: logo and tools on the first row, the balance on a second row of its own, so nothing overflows a
 * 360px screen even with Thai labels. From 600px everything sits on one row.
 */
export const bar = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  minHeight: vars.size.headerHeight,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo tools" "account account"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"logo account tools"',
      columnGap: vars.space.md,
      paddingInline: vars.space.md,
    },
  },
});

export const logoLink = style({
  gridArea: 'logo',
  justifySelf: 'start',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  minHeight: vars.size.controlMd,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
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
  maxHeight: vars.size.controlMd,
  overflow: 'hidden',
});

// A merchant's logo is often an SVG with only a viewBox: give it a height and let its ratio set the width
// (the global `max-width: 100%` of a shrink-to-fit parent would otherwise collapse it to nothing).
globalStyle(`${logo} > img, ${logo} > svg`, {
  height: vars.size.controlSm,
  width: 'auto',
  maxWidth: 'none',
});

export const account = style({
  gridArea: 'account',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [wide]: { justifyContent: 'flex-end' } },
});

export const accountName = style({
  flex: '0 1 auto',
  display: 'inline-flex',
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

// The balance never gives way; the account name shrinks (ellipsis) first.
export const balance = style({ flexShrink: 0 });

export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

export const language = style({
  width: '7.5rem',
  '@media': { [wide]: { width: '9rem' } },
});

// Buttons on the header background: the header's own pair (headerText) and the surface/brand pair.
export const loginButton = style(solidOnHeader(bar));

export const logoutButton = style(outlineOnHeader(bar));

/** On phones the logout button shows its icon only; the word stays for screen readers. */
export const logoutText = style(shownFrom(wide));
