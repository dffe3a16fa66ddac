import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** The reward pages' own pieces; everything else comes from the member centre's UI. */
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  // The brand's primary gradient with its own text colour: readable in light and dark on every brand.
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
});
export const heroLabel = style({ margin: 0, fontSize: 13, fontWeight: 700, opacity: 0.85, textTransform: 'uppercase', letterSpacing: 0.8 });
export const heroValue = style({ margin: 0, fontSize: 32, fontWeight: 900, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 });
export const heroButton = style({ background: vars.color.gold, color: '#1a1300', borderColor: 'transparent' });

export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
export const rewardCard = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  position: 'relative',
  overflow: 'hidden',
});
export const ribbon = style({
  justifySelf: 'start',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 11,
  fontWeight: 800,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
  background: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)`,
  color: vars.color.text,
});
export const amount = style({ fontSize: 26, fontWeight: 900, fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const claimForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const missionRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', gap: vars.space.sm } },
});
export const missionIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  '@media': { 'screen and (max-width: 560px)': { display: 'none' } },
});
export const missionTitle = style({ margin: 0, fontWeight: 800, fontSize: 15 });
export const missionMeta = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center', fontSize: 13, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const me = style({ background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`, fontWeight: 800 });

export const share = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr' } },
});
export const code = style({ fontFamily: vars.font.mono, fontSize: 28, fontWeight: 900, letterSpacing: 4, margin: 0 });
export const linkRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
export const linkInput = style({
  flex: 1,
  minWidth: 0,
  height: 42,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
});
export const qr = style({
  width: 168,
  height: 168,
  borderRadius: vars.radius.md,
  background: '#fff',
  padding: 6,
  border: `1px solid ${vars.color.border}`,
  justifySelf: 'center',
});

export const ladder = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' });
export const level = styleVariants({
  reached: { padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface },
  current: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.gold}`,
    background: `color-mix(in srgb, ${vars.color.gold} 12%, ${vars.color.surface})`,
    boxShadow: vars.shadow.md,
  },
  ahead: { padding: vars.space.md, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.border}`, background: vars.color.surfaceAlt, opacity: 0.9 },
});
export const levelName = style({ margin: 0, fontWeight: 900, fontSize: 18, display: 'flex', alignItems: 'center', gap: 6 });
export const benefits = style({ margin: 0, paddingInlineStart: 18, fontSize: 13, display: 'grid', gap: 2 });
globalStyle(`${benefits} li::marker`, { color: vars.color.gold });
