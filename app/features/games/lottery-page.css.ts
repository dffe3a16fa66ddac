import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '260px 1fr',
  minHeight: 'calc(100vh - 120px)',
  background: vars.color.bg,
  '@media': { 'screen and (max-width: 820px)': { gridTemplateColumns: '1fr' } },
});
export const side = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  maxHeight: 'calc(100vh - 120px)',
  overflowY: 'auto',
  '@media': { 'screen and (max-width: 820px)': { maxHeight: 'none', borderInlineEnd: 0 } },
});
export const groupTitle = style({ margin: 0, fontSize: 12, fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase', color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const row = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: 4 });
export const game = style({
  display: 'grid',
  padding: '8px 10px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 14,
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const drawTime = style({ fontSize: 11, fontWeight: 500, opacity: 0.75 });
export const star = style({
  width: 32,
  height: 32,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: 18,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.gold },
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const stage = style({ display: 'grid', background: '#000' });
export const frame = style({ width: '100%', height: '100%', minHeight: 560, border: 0, display: 'block' });
export const results = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const cell = style({ padding: '10px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' });
export const special = style({ fontFamily: vars.font.mono, fontWeight: 800, fontSize: 16, color: vars.color.danger, letterSpacing: 2 });
export const numbers = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: `0 0 ${vars.space.xl}`,
  padding: 0,
});
export const card = style({
  display: 'grid',
  gap: 4,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.md, textDecoration: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 20, margin: `0 0 ${vars.space.md}` });
