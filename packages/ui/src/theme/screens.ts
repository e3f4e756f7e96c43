/**
 * From this width the header has room for its whole row (the language select, the member's buttons, the balance's
 * label) and the chat opens as a side window; below it a phone's layout applies.
 */
export const wideScreen = 'screen and (min-width: 600px)';
