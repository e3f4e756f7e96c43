import { style } from '@vanilla-extract/css';
import { corner, vars } from '@wl/ui/theme';

/** Where the left bar sits beside the page; below it the mobile menu takes over. */
const wide = 'screen and (min-width: 960px)';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // the bottom corner's room (the dock on a phone): the page's last row always scrolls clear of it
  paddingBlockEnd: corner.room,
});

/** The navigation row's place while its code loads: nothing moves when it arrives. */
export const navSlot = style({
  minHeight: vars.size.controlLg,
  backgroundColor: vars.color.headerBackground,
});

export const body = style({ flex: '1 0 auto', display: 'flex', alignItems: 'flex-start' });

export const side = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  alignSelf: 'stretch',
  '@media': { [wide]: { display: 'block' } },
});

export const main = style({ flex: '1 1 auto', minWidth: 0 });

/** The toggle that brings back the header and left bar on the pages that hide them (seamless, lottery). */
export const barsToggle = style({ margin: vars.space.xs });
