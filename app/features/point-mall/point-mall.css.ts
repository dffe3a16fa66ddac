import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const layout = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The points band: the balance large on the brand's gradient, the totals beside it. */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
// The label, the figure or title and the expiry note stack with a little air between them.
export const heroHead = style({ display: 'grid', gap: 6, minWidth: 0 });
export const heroTitle = style({ margin: 0, fontSize: 26, fontWeight: 900, lineHeight: 1.15 });
export const heroLabel = style({ margin: 0, fontSize: 13, fontWeight: 700, letterSpacing: 0.8, textTransform: 'uppercase', opacity: 0.85 });
export const heroPoints = style({
  margin: 0,
  fontSize: 40,
  fontWeight: 900,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
  display: 'flex',
  alignItems: 'baseline',
  gap: 8,
});
export const heroUnit = style({ fontSize: 16, fontWeight: 700, opacity: 0.85 });
export const heroStats = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm, margin: 0 });
export const heroStat = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'color-mix(in srgb, #000 16%, transparent)',
  minWidth: 0,
});
globalStyle(`${heroStat} dt`, { fontSize: 12, opacity: 0.85 });
globalStyle(`${heroStat} dd`, { margin: 0, fontSize: 18, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const heroNote = style({ margin: 0, fontSize: 13, opacity: 0.9, display: 'flex', alignItems: 'center', gap: 6 });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const heroButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 800,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none', filter: 'brightness(1.05)' } },
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});
export const tab = style({
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 38,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'none', background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  transition: 'transform 140ms ease, box-shadow 140ms ease',
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});
export const itemMedia = style({ position: 'relative', aspectRatio: '4 / 3', background: vars.color.surfaceAlt });
globalStyle(`${itemMedia} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const itemBadge = style({
  position: 'absolute',
  top: 10,
  insetInlineStart: 10,
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 800,
  background: 'rgba(0,0,0,.55)',
  color: '#fff',
});
export const itemBody = style({ display: 'grid', gap: 8, padding: vars.space.md, alignContent: 'start' });
export const itemName = style({ margin: 0, fontSize: 16, fontWeight: 800, lineHeight: 1.25 });
export const itemDescription = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, lineHeight: 1.4 });
export const itemCost = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: 4,
  fontSize: 20,
  fontWeight: 900,
  color: vars.color.link,
  fontVariantNumeric: 'tabular-nums',
});
export const itemCostUnit = style({ fontSize: 12, fontWeight: 700, color: vars.color.textMuted });
export const itemFacts = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', margin: 0, fontSize: 12, color: vars.color.textMuted });
globalStyle(`${itemFacts} div`, { display: 'flex', gap: 4 });
globalStyle(`${itemFacts} dd`, { margin: 0, fontWeight: 700, color: vars.color.text });
export const itemAction = style({ marginTop: 'auto', paddingTop: 4, display: 'grid', gap: 4 });
export const redeemButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  width: '100%',
  borderRadius: vars.radius.pill,
  border: 'none',
  cursor: 'pointer',
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 800,
  fontSize: 14,
  textDecoration: 'none',
  font: 'inherit',
  selectors: {
    '&:hover': { textDecoration: 'none', filter: 'brightness(1.08)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-disabled="true"], &:disabled': { background: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed', filter: 'none' },
  },
});
export const itemHint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted, textAlign: 'center' });

export const confirm = style({ display: 'grid', gap: vars.space.md });
export const confirmItem = style({ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: vars.space.md, alignItems: 'center' });
globalStyle(`${confirmItem} img`, { width: 96, height: 72, objectFit: 'cover', borderRadius: vars.radius.md });
export const confirmSums = style({ display: 'grid', gap: 4, margin: 0, fontSize: 14 });
globalStyle(`${confirmSums} div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${confirmSums} dd`, { margin: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const panelHeading = style({ margin: 0, fontSize: 18, fontWeight: 800, outline: 'none' });

export const thumb = style({ width: 48, height: 36, objectFit: 'cover', borderRadius: 6, flex: 'none' });
export const itemCell = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 170, fontWeight: 600 });
export const reason = style({ display: 'block', fontSize: 12, color: vars.color.textMuted, marginTop: 4 });
export const kind = styleVariants({
  plus: { color: vars.color.success, fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  minus: { color: vars.color.danger, fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export const rules = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: '1.2em', lineHeight: 1.55 });
export const twoColumns = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', alignItems: 'start' });
export const highlight = style({ fontWeight: 800, color: vars.color.link });
