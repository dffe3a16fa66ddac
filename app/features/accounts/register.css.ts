import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const tabs = style({
  display: 'flex',
  gap: 4,
  padding: 4,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
});
export const tab = style({
  flex: 1,
  textAlign: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm } },
});
export const check = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: 14 });
export const checkError = style({ margin: '-8px 0 0', fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const back = style({ display: 'inline-block', marginBottom: vars.space.md, color: vars.color.textMuted, textDecoration: 'none', fontWeight: 600 });
export const methods = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });
