import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { pageMax } from './page-column.css';

export const main = style({ minHeight: '60vh' });
export const band = style({
  background: vars.gradient.hero,
  color: vars.color.headerText,
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const title = style({
  maxWidth: pageMax,
  margin: '0 auto',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(24px, 4vw, 40px)',
  letterSpacing: 0.5,
});
export const body = style({ maxWidth: pageMax, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const soon = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const hero = style({ maxWidth: pageMax, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md} 0` });
