import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 60,
  maxWidth: 880,
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.bgElevated,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});
export const text = style({ flex: '1 1 320px', display: 'grid', gap: 4 });
export const title = style({ margin: 0, fontSize: 15, fontWeight: 800 });
export const body = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, lineHeight: 1.5 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
const button = { padding: '9px 18px', borderRadius: vars.radius.pill, fontWeight: 800, fontSize: 14, cursor: 'pointer' } as const;
export const decline = style({ ...button, background: 'transparent', color: vars.color.text, border: `1px solid ${vars.color.border}` });
export const accept = style({ ...button, background: vars.color.accent, color: vars.color.accentText, border: 0 });
