import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { SIDE_RAIL_FROM } from '~/ui/page-column.css';

export const bar = style({
  position: 'fixed',
  insetInlineEnd: 8,
  top: '50%',
  zIndex: 25,
  display: 'none',
  flexDirection: 'column',
  gap: 6,
  padding: 6,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': { [`(min-width: ${SIDE_RAIL_FROM}px)`]: { display: 'flex' } },
});
export const item = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: 4,
  width: 60,
  minHeight: 58,
  padding: '8px 4px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background 120ms ease, color 120ms ease, opacity 160ms ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.link, textDecoration: 'none' },
    '&:disabled': { opacity: 0.45, cursor: 'default', background: 'transparent', color: vars.color.text },
  },
});
export const support = style({
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.gradient.primary, color: vars.color.primaryText, filter: 'brightness(1.1)' } },
});
export const label = style({ fontSize: 10.5, fontWeight: 700, lineHeight: 1.2, textAlign: 'center', overflowWrap: 'anywhere' });

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
export const apps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const appCard = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
});
export const appIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: 16,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
});
export const appName = style({ fontWeight: 800 });
export const appButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.06)', textDecoration: 'none' } },
});
export const appSoon = style({ fontSize: 13, color: vars.color.textMuted, minHeight: 36, display: 'inline-flex', alignItems: 'center' });
export const stepsTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: 15 });
export const steps = style({ margin: 0, paddingInlineStart: 22, display: 'grid', gap: 6, color: vars.color.textMuted });
export const fullGuide = style({ display: 'inline-block', marginTop: vars.space.md, fontWeight: 700 });
