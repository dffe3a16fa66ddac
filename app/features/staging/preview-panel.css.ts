import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({ maxWidth: 900, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}`, display: 'grid', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.md });
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  background: vars.color.surface,
  minWidth: 0,
});
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: vars.space.sm });
export const pick = style({ display: 'grid', gap: 2, fontSize: 14 });
export const select = style({
  minHeight: 32,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
});
export const input = style([select, { padding: `0 ${vars.space.xs}`, width: '100%', boxSizing: 'border-box' }]);
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 24 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const ok = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const link = style({ width: '100%', boxSizing: 'border-box', fontFamily: 'monospace', fontSize: 12 });
