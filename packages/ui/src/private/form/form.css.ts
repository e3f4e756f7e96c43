import { style } from '@vanilla-extract/css';

/** The text of a form's notice: a server's message may be one long word. */
export const noticeText = style({ margin: 0, overflowWrap: 'anywhere' });
