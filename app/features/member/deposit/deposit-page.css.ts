import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
});
export const channel = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2px 10px',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, textDecoration: 'none' },
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.bg})` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const channelIcon = style({
  gridRow: 'span 2',
  display: 'inline-grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  borderRadius: 10,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
});
export const channelName = style({ fontWeight: 800, fontSize: 15 });
export const channelType = style({ fontSize: 12, color: vars.color.textMuted });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.sm, margin: 0 });
export const fact = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
globalStyle(`${fact} dt`, { fontSize: 11, textTransform: 'uppercase', letterSpacing: 0.6, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const quick = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const promos = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
export const promo = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: 14,
});
export const legend = style({ fontWeight: 700, fontSize: 14, marginBottom: 4 });
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: `4px ${vars.space.lg}`, fontSize: 14, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  display: 'grid',
  gap: vars.space.sm,
});
export const itemFocus = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` });
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const transferTo = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', alignItems: 'center', margin: 0, fontSize: 14 });
globalStyle(`${transferTo} dt`, { color: vars.color.textMuted });
// A copy button sits in its value's own <dd> (a list of terms holds only terms and their descriptions).
globalStyle(`${transferTo} dd`, { margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const transferValue = style({ fontWeight: 700, fontFamily: vars.font.mono, wordBreak: 'break-all' });
export const copy = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 13,
  fontWeight: 700,
});
export const qr = style({ width: 180, height: 180, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: '#fff', padding: 8 });
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
