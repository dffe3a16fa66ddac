import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.gradient.hero,
  color: vars.color.text,
});
export const panel = style({
  width: 'min(560px, 100%)',
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
export const logo = style({ height: 44, width: 'auto', marginBottom: vars.space.lg });
export const icon = style({ fontSize: 48, lineHeight: 1, marginBottom: vars.space.md });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 28, color: vars.color.text });
export const message = style({ color: vars.color.textMuted, lineHeight: 1.6, margin: `${vars.space.md} 0` });
export const ip = style({
  display: 'inline-block',
  fontFamily: vars.font.mono,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.lg });
export const primary = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
});
export const secondary = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
});
