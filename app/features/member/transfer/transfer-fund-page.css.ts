import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const mainRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const mainLabel = style({ display: 'block', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6, color: vars.color.textMuted });
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const tile = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
/** A vendor wallet holding money stands out; the empty ones recede. */
export const tileFunded = style({ borderColor: vars.color.primary, background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.bg})` });
export const tileEmpty = style({ opacity: 0.7 });
export const tileName = style({ fontSize: 13, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const tileAmount = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
