import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const footer = style({ background: vars.color.footerBg, color: vars.color.footerText, marginTop: vars.space.xxl });
export const inner = style({ maxWidth: 1240, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}`, display: 'grid', gap: vars.space.md });
export const logo = style({ height: 34, width: 'auto' });
export const description = style({ margin: 0, maxWidth: 720, opacity: 0.85, lineHeight: 1.6 });
export const socials = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const social = style({
  display: 'inline-block',
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid color-mix(in srgb, ${vars.color.footerText} 30%, transparent)`,
  color: vars.color.footerText,
  fontSize: 13,
  textDecoration: 'none',
});
export const copyright = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: 13, opacity: 0.8 });
export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: '50%',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.footerText,
  fontWeight: 800,
  fontSize: 11,
});
