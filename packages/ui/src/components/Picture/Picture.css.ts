import { style } from '@vanilla-extract/css';

/** The `<picture>` adds no box of its own: the `<img>` inside keeps its layout as if it stood alone. */
export const picture = style({ display: 'contents' });
