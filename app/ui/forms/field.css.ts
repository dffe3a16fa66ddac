import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6, minWidth: 0 });
export const label = style({ fontSize: 13, fontWeight: 600, color: vars.color.text });
/** Fields marked * are required; the mark is decoration, the input says `required`. */
export const required = style({ selectors: { '&::after': { content: '" *"', color: vars.color.danger } } });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  height: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: 15,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const honeypot = style({ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, overflow: 'hidden' });
