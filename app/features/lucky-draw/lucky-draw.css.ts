import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** Motion is transform and opacity only; with reduced motion the prize shows at once, nothing spins. */
const REDUCED = '(prefers-reduced-motion: reduce)';
const SPIN_MS = 3200;

export const layout = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
});
export const heroTitle = style({ margin: 0, fontSize: 24, fontWeight: 900, lineHeight: 1.2 });
export const heroText = style({ margin: '4px 0 0', fontSize: 14, opacity: 0.92, maxWidth: 560 });
export const heroButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 42,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 800,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none', filter: 'brightness(1.05)' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const cardHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const cardTitle = style({ margin: 0, fontSize: 18, fontWeight: 900, fontFamily: vars.font.heading });
export const window = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const tickets = style({ display: 'flex', alignItems: 'baseline', gap: 6, margin: 0, fontSize: 14, color: vars.color.textMuted });
export const ticketCount = style({ fontSize: 28, fontWeight: 900, color: vars.color.link, fontVariantNumeric: 'tabular-nums' });
export const hint = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });

/** The play area: a square stage the envelope, egg or wheel sits in. */
export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1 / 1',
  maxWidth: 240,
  width: '100%',
  margin: '0 auto',
});

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(var(--lucky-turn))' } });
export const wheel = style({
  width: '92%',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  border: `6px solid ${vars.color.gold}`,
  boxShadow: `${vars.shadow.md}, inset 0 0 0 4px rgba(255,255,255,.25)`,
  background: `repeating-conic-gradient(from -22.5deg, ${vars.color.primary} 0 45deg, ${vars.color.accent} 45deg 90deg)`,
  transform: 'rotate(var(--lucky-rest, 0deg))',
});
export const wheelSpun = style({
  transform: 'rotate(var(--lucky-turn))',
  animation: `${spin} ${SPIN_MS}ms cubic-bezier(.15,.85,.2,1) both`,
  '@media': { [REDUCED]: { animation: 'none' } },
});
export const wheelLabel = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '44%',
  marginTop: -9,
  transformOrigin: '0 50%',
  fontSize: 10,
  fontWeight: 800,
  color: '#fff',
  textAlign: 'right',
  paddingRight: 10,
  textShadow: '0 1px 2px rgba(0,0,0,.6)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  lineHeight: '18px',
});
export const wheelHub = style({
  position: 'absolute',
  width: '22%',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  background: vars.color.gold,
  boxShadow: vars.shadow.sm,
  border: `3px solid ${vars.color.surface}`,
});
export const pointer = style({
  position: 'absolute',
  top: -2,
  left: '50%',
  width: 0,
  height: 0,
  marginLeft: -12,
  borderLeft: '12px solid transparent',
  borderRight: '12px solid transparent',
  borderTop: `22px solid ${vars.color.danger}`,
  filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.35))',
  zIndex: 1,
});

const open = keyframes({
  '0%': { transform: 'translateY(0) scale(1)' },
  '40%': { transform: 'translateY(-6%) scale(1.04)' },
  '100%': { transform: 'translateY(8%) scale(.96)' },
});
const rise = keyframes({ from: { transform: 'translateY(30%)', opacity: 0 }, to: { transform: 'translateY(-28%)', opacity: 1 } });
const shake = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '15%': { transform: 'rotate(-8deg)' },
  '30%': { transform: 'rotate(7deg)' },
  '45%': { transform: 'rotate(-6deg)' },
  '60%': { transform: 'rotate(5deg)' },
});
const burst = keyframes({ from: { transform: 'scale(.4)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } });
const fade = keyframes({ from: { opacity: 1 }, to: { opacity: 0.35 } });

export const envelope = style({
  position: 'relative',
  width: '62%',
  aspectRatio: '3 / 4',
  borderRadius: 14,
  background: 'linear-gradient(160deg, #e5383b, #a4161a)',
  boxShadow: vars.shadow.md,
  display: 'grid',
  placeItems: 'center',
  overflow: 'visible',
});
export const envelopeFlap = style({
  position: 'absolute',
  inset: '0 0 auto',
  height: '38%',
  borderRadius: '14px 14px 50% 50% / 14px 14px 40% 40%',
  background: 'linear-gradient(180deg, #f25c54, #c81d25)',
  boxShadow: '0 4px 6px rgba(0,0,0,.2)',
});
export const envelopeSeal = style({
  position: 'relative',
  width: '34%',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  background: `radial-gradient(circle at 35% 35%, #ffe29a, ${vars.color.gold})`,
  marginTop: '-8%',
  boxShadow: '0 2px 6px rgba(0,0,0,.3), inset 0 0 0 4px rgba(138,28,28,.35)',
});
export const envelopeOpen = style({ animation: `${open} 900ms ease-out both`, '@media': { [REDUCED]: { animation: 'none' } } });

export const egg = style({
  width: '58%',
  aspectRatio: '4 / 5',
  borderRadius: '50% 50% 46% 46% / 60% 60% 40% 40%',
  background: `radial-gradient(circle at 35% 30%, #fff6c9, ${vars.color.gold} 55%, #b8860b)`,
  boxShadow: `${vars.shadow.md}, inset -8px -10px 20px rgba(0,0,0,.15)`,
});
export const eggSmashed = style({
  animation: `${shake} 700ms ease-in-out both, ${fade} 400ms 700ms ease-out both`,
  '@media': { [REDUCED]: { animation: 'none', opacity: 0.35 } },
});

/** The prize card that rises from the envelope or bursts from the egg once the motion is over. */
export const prizeBurst = style({
  position: 'absolute',
  padding: '10px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 900,
  fontSize: 18,
  boxShadow: vars.shadow.lg,
  border: `2px solid ${vars.color.gold}`,
  textAlign: 'center',
  maxWidth: '90%',
  animation: `${burst} 450ms 800ms ease-out both`,
  '@media': { [REDUCED]: { animation: 'none' } },
});
export const prizeRise = style({
  animation: `${rise} 600ms 700ms ease-out both`,
  '@media': { [REDUCED]: { animation: 'none', transform: 'translateY(-28%)' } },
});

export const prizes = style({ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 });
export const prize = style({
  display: 'inline-flex',
  gap: 6,
  alignItems: 'baseline',
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: 12,
  fontWeight: 700,
});
export const chance = style({ color: vars.color.textMuted, fontWeight: 600 });

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 46,
  width: '100%',
  borderRadius: vars.radius.pill,
  border: 'none',
  cursor: 'pointer',
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 900,
  fontSize: 16,
  font: 'inherit',
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { textDecoration: 'none', filter: 'brightness(1.08)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed', filter: 'none', boxShadow: 'none' },
  },
});

/** The result band: announced politely, shown after the motion (at once with reduced motion). */
const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
export const result = styleVariants({
  wheel: { animation: `${appear} 400ms ${SPIN_MS}ms ease-out both`, '@media': { [REDUCED]: { animation: 'none' } } },
  other: { animation: `${appear} 400ms 900ms ease-out both`, '@media': { [REDUCED]: { animation: 'none' } } },
});
export const resultCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `color-mix(in srgb, ${vars.color.gold} 18%, ${vars.color.surface})`,
  border: `2px solid ${vars.color.gold}`,
  boxShadow: vars.shadow.md,
});
export const resultPrize = style({ margin: 0, fontSize: 22, fontWeight: 900 });
export const resultNote = style({ margin: '4px 0 0', fontSize: 13, color: vars.color.textMuted });
globalStyle(`${resultCard} a`, { fontWeight: 800 });

export const sectionTitle = style({ margin: 0, fontSize: 18, fontWeight: 800 });
