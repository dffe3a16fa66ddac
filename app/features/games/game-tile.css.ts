import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm } },
});
export const tile = style({
  position: 'relative',
  display: 'grid',
  gap: 6,
  padding: 8,
  borderRadius: vars.radius.md,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'transform 140ms ease, box-shadow 140ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.md, textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const art = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  display: 'block',
});
export const name = style({ fontSize: 13, fontWeight: 700, lineHeight: 1.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const vendor = style({ fontSize: 11, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: 0.5 });
export const hot = style({
  position: 'absolute',
  top: 12,
  insetInlineStart: 12,
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: 10,
  fontWeight: 800,
  letterSpacing: 0.5,
  color: '#fff',
  background: 'linear-gradient(135deg, #ff6a00, #ee0979)',
  boxShadow: vars.shadow.sm,
});
