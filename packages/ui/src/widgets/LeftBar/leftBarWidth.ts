import { vars } from '../../theme/contract.css';

/** The bar's width open, and in mini mode (icons only): the bar's and its placeholder's, so neither moves the page. */
export const LEFT_BAR_WIDTH = '15rem';
export const LEFT_BAR_MINI_WIDTH = `calc(${vars.size.controlMd} + 2 * ${vars.space.sm} + 1px)`;
