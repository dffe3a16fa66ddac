import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const scroll = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  alignContent: 'start',
});
export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const seeAll = style({ fontSize: 13, fontWeight: 700, color: vars.color.link, whiteSpace: 'nowrap' });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 18, display: 'flex', alignItems: 'center', gap: 8 });
export const podium = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '32px 40px 1fr auto',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  padding: '6px 8px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const medal = style({ display: 'grid', placeItems: 'center' });
export const rank = style({ fontSize: 12, fontWeight: 700, color: vars.color.textMuted, textAlign: 'center' });
export const icon = style({ width: 40, height: 40, flex: 'none', borderRadius: 8, objectFit: 'cover', background: vars.color.surfaceAlt });
export const who = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: 700, fontSize: 13 });
export const game = style({ fontSize: 12, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const amount = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: vars.color.success, fontSize: 14 });
export const viewport = style({
  position: 'relative',
  height: 260,
  overflow: 'hidden',
  maskImage: 'linear-gradient(transparent, #000 12%, #000 88%, transparent)',
});
export const rolling = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 4,
  animation: `${scroll} 40s linear infinite`,
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
export const empty = style({ color: vars.color.textMuted, margin: 0 });
globalStyle(`${heading} svg`, { color: vars.color.gold });
