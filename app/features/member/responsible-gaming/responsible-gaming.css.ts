import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const groups = style({ display: 'grid', gap: vars.space.lg });
export const group = style({ display: 'grid', gap: vars.space.sm });
export const groupHead = style({ display: 'grid', gap: 2 });
export const groupTitle = style({ margin: 0, fontSize: 15, fontWeight: 800 });
export const limits = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(230px, 1fr))' });
export const limit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  minWidth: 0,
});
export const limitHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontWeight: 700,
});
export const limitValue = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 800 });
export const meter = style({ height: 6, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, overflow: 'hidden' });
export const meterBar = style({ height: '100%', borderRadius: vars.radius.pill, background: vars.gradient.primary });
export const meterFull = style({ background: vars.color.danger });
export const small = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const pending = style({
  margin: 0,
  fontSize: 12,
  fontWeight: 700,
  padding: '4px 8px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  background: `color-mix(in srgb, ${vars.color.warning} 18%, transparent)`,
});
export const inputRow = style({ display: 'flex', gap: 6, alignItems: 'stretch' });
export const input = style({
  // Shrinks below the browser's default input width so the Save button stays inside narrow cards.
  flex: '1 1 0%',
  width: 0,
  minWidth: 0,
  minHeight: 40,
  padding: '0 10px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const actions = style({ display: 'flex', gap: 6, flexWrap: 'wrap' });
export const compact = style({ minHeight: 36, padding: '0 14px', fontSize: 13 });
export const fieldError = style({ margin: 0, fontSize: 12, color: vars.color.danger, fontWeight: 600 });
export const fieldOk = style({ margin: 0, fontSize: 12, color: vars.color.success, fontWeight: 600 });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '7px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  cursor: 'pointer',
  fontSize: 14,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.bg})`, fontWeight: 700 },
  },
});
globalStyle(`${choice} input`, { accentColor: vars.color.primary, margin: 0 });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontSize: 14, fontWeight: 800, padding: 0, marginBottom: 4 });
export const breaks = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' });
export const breakBox = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
export const confirm = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: `color-mix(in srgb, ${vars.color.danger} 6%, ${vars.color.surface})`,
});
export const check = style({ display: 'flex', gap: 8, alignItems: 'flex-start', fontSize: 14, fontWeight: 600 });
globalStyle(`${check} input`, { accentColor: vars.color.primary, marginTop: 3 });
export const help = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const helpItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
export const helpLink = style({ fontWeight: 700, color: vars.color.link });
