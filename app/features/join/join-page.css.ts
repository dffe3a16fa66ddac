import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.xl });

export const intro = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
export const introTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(22px, 3vw, 30px)' });
export const introLead = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720, lineHeight: 1.5 });
export const perks = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const perk = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const perkIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
});
export const perkValue = style({ display: 'block', fontSize: 20, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const perkLabel = style({ display: 'block', fontSize: 13, color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const side = style({ display: 'grid', gap: vars.space.lg });

export const rate = style({ fontWeight: 800, color: vars.color.link, fontSize: 16 });
export const tierBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 28,
  height: 28,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontWeight: 800,
  fontSize: 13,
});
export const tableNote = style({ margin: 0, fontSize: 13, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.md });
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', alignItems: 'start' });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ padding: 0, fontSize: 13, fontWeight: 600, marginBottom: vars.space.xs });
export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const channel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  cursor: 'pointer',
  fontSize: 14,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.bg})`, fontWeight: 700 },
  },
});
globalStyle(`${channel} input`, { accentColor: vars.color.primary, margin: 0 });
export const textarea = style({
  width: '100%',
  minHeight: 120,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 15,
  resize: 'vertical',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const labelText = style({ fontSize: 13, fontWeight: 600 });
export const counter = style({ justifySelf: 'end', fontSize: 12, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const fieldError = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const stack = style({ display: 'grid', gap: 6 });
export const submit = style({ justifySelf: 'start', minHeight: 44, paddingInline: 28, fontSize: 15 });

export const steps = style({ margin: 0, paddingInlineStart: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm, counterReset: 'step' });
export const step = style({
  display: 'grid',
  gridTemplateColumns: '28px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  fontSize: 14,
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'grid',
      placeItems: 'center',
      width: 28,
      height: 28,
      borderRadius: vars.radius.pill,
      background: vars.gradient.primary,
      color: vars.color.primaryText,
      fontWeight: 800,
      fontSize: 13,
    },
  },
});
export const success = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 52,
  height: 52,
  borderRadius: vars.radius.pill,
  background: `color-mix(in srgb, ${vars.color.success} 22%, transparent)`,
  color: vars.color.success,
});
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** The tier table fits a phone: headers wrap and cells tighten instead of scrolling sideways. */
export const tiers = style({});
globalStyle(`${tiers} th`, { whiteSpace: 'normal', '@media': { 'screen and (max-width: 600px)': { padding: '8px 6px', fontSize: 11, letterSpacing: 0.2 } } });
globalStyle(`${tiers} td`, { '@media': { 'screen and (max-width: 600px)': { padding: '8px 6px', fontSize: 13 } } });
