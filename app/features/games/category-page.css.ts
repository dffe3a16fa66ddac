import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 140ms ease, box-shadow 140ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-4px)', boxShadow: vars.shadow.lg, textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const art = style({ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block' });
export const name = style({ fontWeight: 800, fontSize: 16 });
export const play = style({ fontSize: 13, fontWeight: 700, color: vars.color.link });
export const hot = style({
  position: 'absolute',
  top: 22,
  insetInlineEnd: 22,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 11,
  fontWeight: 800,
  color: '#fff',
  background: 'linear-gradient(135deg, #ff6a00, #ee0979)',
});
