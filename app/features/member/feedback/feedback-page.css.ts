import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const stack = style({ display: 'grid', gap: 6, minWidth: 0 });
export const labelText = style({ fontSize: 13, fontWeight: 600 });
export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const category = style({
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
globalStyle(`${category} input`, { accentColor: vars.color.primary, margin: 0 });
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const textarea = style({
  width: '100%',
  minHeight: 140,
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
export const counter = style({ justifySelf: 'end', fontSize: 12, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const fieldError = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const file = style({
  maxWidth: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: 14,
});
export const submit = style({ justifySelf: 'start', minHeight: 42, paddingInline: 24 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  scrollMarginTop: 80,
});
export const itemNew = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 2px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` });
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const itemMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', fontSize: 13, color: vars.color.textMuted });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: 12,
  fontWeight: 700,
  color: vars.color.text,
});
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 });
export const reply = style({
  display: 'grid',
  gap: 4,
  marginInlineStart: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.surface})`,
});
export const replyHead = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: 12, fontWeight: 700, color: vars.color.textMuted });
export const pager = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, fontSize: 13 });
