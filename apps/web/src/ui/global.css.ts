import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });

globalStyle('a', {
  color: vars.color.brand,
  textUnderlineOffset: '0.15em',
});
globalStyle('a:hover', { color: vars.color.brandHover });

/** Keyboard users always see where they are; mouse clicks don't leave a ring behind. */
globalStyle(':focus-visible', {
  outline: vars.focusRing,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('#root', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
