import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const marquee = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});
export const badge = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontSize: 12,
  fontWeight: 800,
  letterSpacing: 0.5,
});
export const viewport = style({
  position: 'relative',
  flex: 1,
  overflow: 'hidden',
  maskImage: 'linear-gradient(90deg, transparent, #000 4%, #000 96%, transparent)',
});
export const track = style({
  display: 'inline-flex',
  gap: 48,
  paddingInlineEnd: 48,
  whiteSpace: 'nowrap',
  animation: `${marquee} var(--marquee-duration, 40s) linear infinite`,
  willChange: 'transform',
  // Still until script says motion is welcome (loaded, on screen, tab visible: data-motion), and while
  // hovered or focused, so a title can be read and clicked.
  animationPlayState: 'paused',
  selectors: {
    '[data-motion="running"] &': { animationPlayState: 'running' },
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const item = style({
  border: 0,
  padding: '4px 0',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const more = style({ flex: 'none', fontSize: 13, fontWeight: 700, color: vars.color.link });
