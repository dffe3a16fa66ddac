import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 320px) 1fr',
  gap: vars.space.lg,
  minHeight: 360,
  '@media': { 'screen and (max-width: 760px)': { gridTemplateColumns: '1fr' } },
});
export const listCol = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });
export const item = style({
  display: 'grid',
  gap: 2,
  width: '100%',
  textAlign: 'start',
  padding: '10px 12px',
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="true"]': { background: vars.color.surfaceAlt, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const itemTitle = style({ fontWeight: 700, fontSize: 14, lineHeight: 1.3 });
export const time = style({ fontSize: 12, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 });
export const pageButton = style({
  minWidth: 32,
  height: 32,
  padding: '0 8px',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
    '&[aria-disabled="true"], &:disabled': { opacity: 0.4, pointerEvents: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const gap = style({ padding: '0 4px', color: vars.color.textMuted });
export const detail = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const detailTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 20 });
export const content = style({ marginTop: vars.space.md, lineHeight: 1.7, color: vars.color.text });
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${content} a`, { color: vars.color.link });
globalStyle(`${content} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${content} td, ${content} th`, { border: `1px solid ${vars.color.border}`, padding: 6 });
export const empty = style({ color: vars.color.textMuted });
