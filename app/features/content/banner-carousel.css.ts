import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
  background: vars.gradient.hero,
  aspectRatio: '1920 / 560',
  '@media': { 'screen and (max-width: 640px)': { borderRadius: vars.radius.md, aspectRatio: '16 / 7' } },
});
export const track = style({ height: '100%' });
export const slide = style({ flex: '0 0 100%', minWidth: '100%', height: '100%' });
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Banner copy is drawn on the left of the art (in every language): a narrow screen crops the right-hand art, not the words.
  objectPosition: 'left center',
});
export const slideLink = style({
  display: 'block',
  height: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});
const control = style({
  position: 'absolute',
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  cursor: 'pointer',
  color: '#fff',
  background: 'rgba(0,0,0,.35)',
  backdropFilter: 'blur(6px)',
  transition: 'background 120ms ease, opacity 120ms ease',
  selectors: { '&:hover': { background: 'rgba(0,0,0,.55)' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});
export const arrow = style([control, {
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  fontSize: 20,
  '@media': { 'screen and (max-width: 640px)': { display: 'none' } },
}]);
export const prev = style({ insetInlineStart: 12 });
export const next = style({ insetInlineEnd: 12 });
export const pause = style([control, { insetInlineEnd: 12, bottom: 12, width: 32, height: 32, borderRadius: vars.radius.pill, fontSize: 12 }]);
export const dots = style({
  position: 'absolute',
  zIndex: 2,
  left: '50%',
  bottom: 8,
  transform: 'translateX(-50%)',
  display: 'flex',
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0,0,0,.28)',
});
/** A 24 px target (the smallest a finger or a shaky pointer should have to hit) around the small drawn dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 24,
  height: 24,
  padding: '0 2px',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  background: 'transparent',
  selectors: {
    '&::before': { content: '""', width: 9, height: 9, borderRadius: vars.radius.pill, background: 'rgba(255,255,255,.55)', transition: 'width 160ms ease, background 160ms ease' },
    '&[aria-current="true"]::before': { width: 24, background: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
