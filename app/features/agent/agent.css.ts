import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The agent centre's own pieces; everything else is the member centre's look (member-ui.css). */
export const stats = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' });
export const stat = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});
export const statLabel = style({ fontSize: 12, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: 0.5 });
export const statValue = style({ margin: 0, fontSize: 20, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
});
export const heroValue = style({ fontSize: 34, fontWeight: 900, lineHeight: 1 });
export const heroLabel = style({ fontSize: 13, opacity: 0.9 });
export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const chart = style({ display: 'block', width: '100%', height: 160 });
export const chartBar = style({ fill: vars.color.primary });
export const chartLoss = style({ fill: vars.color.danger });
export const chartAxis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: 10 });
export const legend = style({ display: 'flex', gap: vars.space.md, fontSize: 12, color: vars.color.textMuted, flexWrap: 'wrap' });
export const figure = style({ margin: 0 });
export const swatchBet = style({ background: vars.color.primary });
export const swatchLoss = style({ background: vars.color.danger });
export const swatch = style({ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginInlineEnd: 6, verticalAlign: 'middle' });

export const notice = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${notice} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${notice} p`, { margin: 0 });
export const noticeMeta = style({ fontSize: 12, color: vars.color.textMuted });

export const codes = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' });
export const codeCard = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});
export const code = style({ fontFamily: vars.font.mono, fontSize: 20, fontWeight: 800, letterSpacing: 2 });
export const qr = style({ width: 132, height: 132, borderRadius: vars.radius.md, background: '#fff', padding: 6 });
export const link = style({ fontSize: 12, wordBreak: 'break-all', color: vars.color.link });

export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', fontSize: 14, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: 6, color: vars.color.textMuted });
export const rowActions = style({ display: 'flex', gap: 6, flexWrap: 'wrap' });
export const small = style({ fontSize: 12, padding: '4px 10px', minHeight: 0 });
export const transferBox = style({ border: `2px solid ${vars.color.primary}` });
