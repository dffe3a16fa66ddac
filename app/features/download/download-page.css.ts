import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const intro = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.gradient.hero,
  color: vars.color.headerText,
  boxShadow: vars.shadow.lg,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', textAlign: 'center', padding: vars.space.lg } },
});
export const introIcon = style({ width: 88, height: 88, borderRadius: 22, boxShadow: '0 10px 24px rgba(0,0,0,.35)' });
export const introTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(22px, 3vw, 30px)' });
export const introText = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, opacity: 0.92, lineHeight: 1.6 });
export const perks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 640px)': { justifyContent: 'center' } },
});
export const perk = style({
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,.14)',
  border: '1px solid rgba(255,255,255,.25)',
  fontSize: 13,
  fontWeight: 600,
});

export const apps = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' });
export const appCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', textAlign: 'center' } },
});
export const appHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: 20, fontFamily: vars.font.heading });
export const platformIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
});
export const appText = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: 14, lineHeight: 1.55 });
export const appActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { justifyContent: 'center' } },
});
export const qr = style({ display: 'grid', justifyItems: 'center', gap: 6, margin: 0 });
export const qrImage = style({
  width: 150,
  height: 150,
  padding: 8,
  borderRadius: vars.radius.md,
  background: '#fff',
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
});
export const qrCaption = style({ fontSize: 12, color: vars.color.textMuted, maxWidth: 160, textAlign: 'center' });
export const unavailable = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });

export const guide = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  scrollMarginTop: 150,
});
export const guideTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(19px, 2.4vw, 24px)' });
export const guideLead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.55 });
export const guideColumns = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)' });
export const guideSubtitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: `0 0 ${vars.space.sm}`, fontSize: 16 });
export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  // Four steps in a row where they fit, two on a phone: a guide reads left to right, top to bottom.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});
export const step = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  counterIncrement: 'step',
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.sm } },
});
export const stepCaption = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', fontSize: 14, lineHeight: 1.45 });
globalStyle(`${stepCaption}::before`, {
  content: 'counter(step)',
  flex: '0 0 24px',
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 800,
  fontSize: 13,
});
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.info} 12%, ${vars.color.surface})`,
  border: `1px solid color-mix(in srgb, ${vars.color.info} 35%, transparent)`,
  fontSize: 14,
});
