/**
 * How wide a popup's picture is shown (`sizes`): on a phone the screen less the margins around it (the overlay's and
 * the dialog's padding and the article's inset: 91 px at 412 px, a little more than 5rem), and at most 27rem inside
 * the dialog's 30rem. The browser picks the smallest copy that is sharp at that width and the screen's density; the
 * whole screen's width would take the next copy up on most phones (960 where 720 is sharp at 412 px and 1.75x).
 * Plain data (no React, no styles): the site's first calls fetch the popup's pictures with it before the app's code.
 */
export const POPUP_PICTURE_SIZES = '(min-width: 35rem) 27rem, calc(100vw - 5rem)';
