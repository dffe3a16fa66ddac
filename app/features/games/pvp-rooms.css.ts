import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const section = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });
export const title = style({ margin: 0, fontSize: 20, fontWeight: 800 });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const login = style({ fontWeight: 700, color: vars.color.link });
export const vendor = style({ display: 'grid', gap: vars.space.sm });
export const vendorName = style({ margin: 0, fontSize: 14, fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase', color: vars.color.textMuted });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const room = style({
  display: 'grid',
  gap: 6,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
export const game = style({ fontWeight: 800, fontSize: 16 });
export const roomName = style({
  justifySelf: 'start',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  fontSize: 13,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const players = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 13, color: vars.color.textMuted });
const dot = { width: 8, height: 8, borderRadius: '50%' } as const;
export const liveDot = style({ ...dot, background: '#22c55e', boxShadow: '0 0 0 3px rgba(34,197,94,.2)' });
export const idleDot = style({ ...dot, background: vars.color.border });
export const join = style({
  justifySelf: 'stretch',
  textAlign: 'center',
  marginTop: 4,
  padding: '8px 14px',
  borderRadius: vars.radius.pill,
  fontWeight: 800,
  background: vars.color.accent,
  color: vars.color.accentText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(1.08)', textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
