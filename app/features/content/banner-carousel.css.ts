import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
  background: vars.gradient.hero,
  aspectRatio: '1920 / 560',
  // The overlay's words scale with the banner, not the window.
  containerType: 'inline-size',
  '@media': { 'screen and (max-width: 640px)': { borderRadius: vars.radius.md, aspectRatio: '16 / 7' } },
});
export const track = style({ height: '100%' });
export const slide = style({ position: 'relative', flex: '0 0 100%', minWidth: '100%', height: '100%' });
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The art keeps its left part quiet for the words written over it: a narrow screen crops the right-hand emblem.
  objectPosition: 'left center',
  // Right to left, the words sit on the right: the art turns round so its quiet part is under them.
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
export const overlay = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '64%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: 'clamp(6px, 2cqi, 22px)',
  paddingInline: 'clamp(16px, 6cqi, 110px)',
  paddingBlockEnd: 'clamp(18px, 3cqi, 36px)',
  color: '#fff',
  // A scrim on the words' side keeps them readable over an operator's brighter art.
  background: 'linear-gradient(to right, rgba(0,0,0,.5), rgba(0,0,0,0))',
  pointerEvents: 'none',
  selectors: { '[dir="rtl"] &': { background: 'linear-gradient(to left, rgba(0,0,0,.5), rgba(0,0,0,0))' } },
});
export const overlayTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: 'clamp(19px, 4.6cqi, 64px)',
  fontWeight: 900,
  // Room for descenders under the line clamp; Nastaliq (Urdu) stacks higher and needs more.
  lineHeight: 1.3,
  textShadow: '0 2px 10px rgba(0,0,0,.5)',
  selectors: { '[lang="ur"] &': { lineHeight: 1.9 } },
});
export const overlayCta = style({
  padding: 'clamp(5px, 1cqi, 14px) clamp(14px, 2.6cqi, 36px)',
  borderRadius: vars.radius.pill,
  background: 'linear-gradient(#ffe27a, #f5a623)',
  color: '#3b2300',
  fontSize: 'clamp(12px, 1.6cqi, 22px)',
  fontWeight: 800,
  letterSpacing: '.03em',
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
export const arrow = style([
  control,
  {
    top: '50%',
    transform: 'translateY(-50%)',
    width: 40,
    height: 40,
    borderRadius: vars.radius.pill,
    fontSize: 20,
    '@media': { 'screen and (max-width: 640px)': { display: 'none' } },
  },
]);
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
    '&::before': {
      content: '""',
      width: 9,
      height: 9,
      borderRadius: vars.radius.pill,
      background: 'rgba(255,255,255,.55)',
      transition: 'width 160ms ease, background 160ms ease',
    },
    '&[aria-current="true"]::before': { width: 24, background: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
