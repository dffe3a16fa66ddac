import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

/** The contract pages and the request popup: terms as a compact grid, a contract as a card row. */
export const termValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const contract = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
export const contractHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontWeight: 700,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const banner = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
});
export const bannerLink = style({ color: 'inherit', textDecoration: 'underline' });
