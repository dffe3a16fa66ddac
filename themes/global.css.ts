import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { SCRIPT_FIRST } from './script-fonts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', background: vars.color.bg });
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 15,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2 });
// Han characters take the page language's forms; Urdu reads in Nastaliq, whose tall letters need more room.
for (const [lang, faces] of Object.entries(SCRIPT_FIRST)) {
  globalStyle(`html[lang="${lang}"] body`, { fontFamily: `${faces}, ${vars.font.body}` });
  globalStyle(`html[lang="${lang}"] :is(h1, h2, h3, h4)`, { fontFamily: `${faces}, ${vars.font.heading}` });
}
globalStyle('html[lang="ur"] body', { lineHeight: 1.9 });
// Arrows that mean "forward" or "back" point the other way when the page reads right to left.
globalStyle('[dir="rtl"] [data-arrow]', { display: 'inline-block', transform: 'scaleX(-1)' });
globalStyle('a', { color: vars.color.link, textDecorationThickness: '1px', textUnderlineOffset: 2 });
globalStyle('img, svg', { maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 });
globalStyle('.sr-only', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
});
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
