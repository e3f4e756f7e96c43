import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** Where the left bar sits beside the page; below it the mobile menu takes over. */
const wide = 'screen and (min-width: 960px)';

/**
 * The room the bottom corner's floating controls take (the right bar's button, the chat window's launcher: at most
 * `controlLg` tall, `space.md` from the edge): every page ends with it, so its last row can always be scrolled clear
 * of them. They are never over the page's middle (RightBar, ChatWindow).
 */
const dockRoom = `calc(${vars.size.controlLg} + 2 * ${vars.space.md})`;

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  paddingBlockEnd: dockRoom,
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
