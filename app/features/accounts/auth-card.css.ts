import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.gradient.hero,
});
export const card = style({
  width: 'min(440px, 100%)',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
export const logoLink = style({ display: 'flex', justifyContent: 'center', marginBottom: vars.space.md });
export const logo = style({ height: 44, width: 'auto' });
export const title = style({ margin: 0, textAlign: 'center', fontSize: 26 });
export const subtitle = style({ margin: `${vars.space.xs} 0 ${vars.space.lg}`, textAlign: 'center', color: vars.color.textMuted });
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: 14,
});
export const submit = style({ width: '100%', minHeight: 46, fontSize: 16 });
export const captchaButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#f4f1ea',
  cursor: 'pointer',
  overflow: 'hidden',
  lineHeight: 0,
});
export const alt = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md, textAlign: 'center' });
export const or = style({ fontSize: 12, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: 1 });
export const muted = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const footer = style({ marginTop: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });
export const forgot = style({ justifySelf: 'end', marginTop: -8, fontSize: 13, fontWeight: 600 });
export const breakNotice = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
});
export const breakTitle = style({ margin: 0, fontSize: 17, display: 'flex', alignItems: 'center', gap: 8 });
export const breakText = style({ margin: 0, fontWeight: 700 });
