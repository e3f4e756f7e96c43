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
// The room around it is its row's padding, not the button's margin: the button's own stylesheet sets margin 0, and
// which of the two rules wins would depend on which stylesheet arrived last (the prerendered page's stylesheets load
// after its first paint, in any order), moving the lobby under it by 8 px and back (CLS 0.013 on the lottery lobby).
export const barsToggleRow = style({ padding: vars.space.xs });
