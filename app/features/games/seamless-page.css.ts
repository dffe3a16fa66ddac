import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const phone = '(max-width: 640px)';
const BAR = 52;
const BAR_PHONE = 46;

/** The whole window: the bar, then the game. `dvh` keeps phones' collapsing toolbars out of the sum. */
export const page = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: `${BAR}px minmax(0, 1fr)`,
  background: '#05030b',
  '@media': { [phone]: { gridTemplateRows: `${BAR_PHONE}px minmax(0, 1fr)` } },
});

export const bar = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  boxShadow: `0 1px 0 color-mix(in srgb, ${vars.color.headerText} 12%, transparent), 0 6px 18px rgba(0, 0, 0, 0.35)`,
  '@media': { [phone]: { gap: vars.space.sm, padding: `0 ${vars.space.sm}` } },
});

export const brand = style({ display: 'flex', alignItems: 'center', flex: 'none', borderRadius: vars.radius.sm });
export const logo = style({ display: 'block', height: 32, width: 'auto', '@media': { [phone]: { display: 'none' } } });
/** On a phone the square icon stands in for the wide logo: the vendor's name needs the room. */
export const icon = style({ display: 'none', width: 28, height: 28, borderRadius: 8, '@media': { [phone]: { display: 'block' } } });

export const now = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  flex: 1,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `1px solid color-mix(in srgb, ${vars.color.headerText} 22%, transparent)`,
  '@media': { [phone]: { paddingInlineStart: vars.space.sm, gap: 8 } },
});

const pulse = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(239, 68, 68, 0.6)' },
  '70%': { boxShadow: '0 0 0 7px rgba(239, 68, 68, 0)' },
  '100%': { boxShadow: '0 0 0 0 rgba(239, 68, 68, 0)' },
});
/** The "on air" dot of a live table. */
export const live = style({
  flex: 'none',
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: '#ef4444',
  animation: `${pulse} 1.8s ease-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const names = style({ display: 'grid', minWidth: 0, lineHeight: 1.15 });
export const vendor = style({
  fontFamily: vars.font.heading,
  fontSize: 15,
  fontWeight: 800,
  letterSpacing: 0.2,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { fontSize: 14 } },
});
export const category = style({
  fontSize: 11,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: 0.8,
  opacity: 0.75,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  flex: 'none',
  height: 34,
  padding: '0 12px',
  border: `1px solid color-mix(in srgb, ${vars.color.headerText} 16%, transparent)`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.25)',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.35)' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
  '@media': { [phone]: { height: 30, padding: '0 10px', gap: 6 } },
});
export const balanceLabel = style({
  fontSize: 10,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: 0.8,
  opacity: 0.75,
  '@media': { [phone]: { display: 'none' } },
});
export const balanceValue = style({
  color: vars.color.gold,
  fontWeight: 800,
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { fontSize: 13 } },
});
export const refresh = style({ opacity: 0.7, '@media': { [phone]: { display: 'none' } } });
const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinning = style({ opacity: 0.9, animation: `${turn} 0.8s linear infinite` });

export const exit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  flex: 'none',
  height: 34,
  padding: '0 14px 0 12px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 800,
  fontSize: 13,
  letterSpacing: 0.3,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: 'filter 120ms ease, transform 120ms ease',
  selectors: {
    '&:hover': { filter: 'brightness(1.08)', textDecoration: 'none' },
    '&:active': { transform: 'translateY(1px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { [phone]: { height: 30, padding: '0 10px', fontSize: 12 } },
});

export const stage = style({ position: 'relative', minHeight: 0, background: '#000' });
/** A refused launch: the panel on the theme's own page colour, centred in what is left of the window. */
export const stageFailed = style({ display: 'grid', placeItems: 'center', minHeight: 0, overflow: 'auto', background: vars.gradient.hero });
export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0, background: '#000' });
