import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseText } from '../private/styleBlocks';

// Base styles for the page. They read the theme variables, so they apply where a theme class is set: on <html>
// in the site, on ThemeRoot elsewhere (ThemeRoot repeats the text and background rules for its own subtree).

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: vars.colorScheme,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  ...baseText,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });

globalStyle('img, video, canvas', { maxWidth: '100%', height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });

globalStyle(':focus-visible', {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: vars.color.focusRing,
  outlineOffset: '2px',
});

// Motion that only decorates goes; motion that tells the player something is happening (spinners) opts out with
// data-motion="essential" and slows down instead.
globalStyle('*:not([data-motion="essential"]), *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
