import { vars } from '../../theme/contract.css';

/** The bar's width open, and in mini mode (icons only): the bar's and its placeholder's, so neither moves the page. */
export const LEFT_BAR_WIDTH = '15rem';
export const LEFT_BAR_MINI_WIDTH = `calc(${vars.size.controlMd} + 2 * ${vars.space.sm} + 1px)`;

/** The bar's box as the page beside it sees it (its width, surface and edge): the bar's and its placeholder's. */
export const leftBarBox = {
  width: LEFT_BAR_WIDTH,
  maxWidth: '100%',
  backgroundColor: vars.color.surface,
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: vars.color.border,
} as const;
