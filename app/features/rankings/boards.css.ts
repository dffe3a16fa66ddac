import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The VIP page's and the boards' own pieces; tables, cards and pills come from the member centre's UI. */
const phone = 'screen and (max-width: 640px)';

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  // The brand's primary gradient with its own text colour: readable in light and dark on every brand.
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.md,
  '@media': { [phone]: { gridTemplateColumns: '1fr', justifyItems: 'start', padding: vars.space.md } },
});
export const heroTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 24, fontWeight: 900, lineHeight: 1.15 });
export const heroText = style({ margin: 0, opacity: 0.92, fontSize: 14 });
export const heroBody = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, width: '100%' });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
export const heroButton = style({ background: vars.color.gold, color: '#1a1300', borderColor: 'transparent' });
export const heroGhost = style({ color: vars.color.primaryText });

export const bars = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const bar = style({ display: 'grid', gap: 6 });
export const barHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: 13, flexWrap: 'wrap' });
export const barTrack = style({ height: 10, borderRadius: vars.radius.pill, background: 'rgba(255,255,255,0.28)', overflow: 'hidden' });
export const barFill = style({ height: '100%', borderRadius: vars.radius.pill, background: vars.color.gold, boxShadow: '0 0 10px rgba(255, 215, 0, 0.45)' });

/** Level badges: bronze to diamond as the levels climb, the same on every brand so a level reads at a glance. */
const badgeBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: 44,
  height: 44,
  borderRadius: '14px',
  fontWeight: 900,
  fontSize: 13,
  letterSpacing: 0.3,
  color: '#1b1405',
  boxShadow: 'inset 0 -3px 0 rgba(0,0,0,0.18), 0 2px 6px rgba(0,0,0,0.18)',
  textShadow: '0 1px 0 rgba(255,255,255,0.45)',
});
export const badge = styleVariants({
  bronze: [badgeBase, { background: 'linear-gradient(145deg, #f0b27a, #b8733a)' }],
  silver: [badgeBase, { background: 'linear-gradient(145deg, #f4f6f8, #a9b3bd)' }],
  gold: [badgeBase, { background: 'linear-gradient(145deg, #ffe57a, #d4a017)' }],
  platinum: [badgeBase, { background: 'linear-gradient(145deg, #d6f3ff, #6cb8d8)' }],
  diamond: [badgeBase, { background: 'linear-gradient(145deg, #f3d9ff, #9b6cf0)', color: '#1a0633' }],
});
export const bigBadge = style({ width: 76, height: 76, borderRadius: 22, fontSize: 20 });

export const levelCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, whiteSpace: 'nowrap' });
export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const vipTable = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: 14, minWidth: 860 });
globalStyle(`${vipTable} thead th`, {
  textAlign: 'start',
  fontSize: 11,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  color: vars.color.textMuted,
  padding: '10px',
  background: vars.color.surfaceAlt,
  verticalAlign: 'bottom',
});
globalStyle(`${vipTable} tbody th`, { textAlign: 'start', padding: '8px 10px', borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface });
globalStyle(`${vipTable} td`, {
  padding: '8px 10px',
  whiteSpace: 'nowrap',
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  background: vars.color.surface,
});
// The level column stays in view while the rest scrolls sideways on a phone.
globalStyle(`${vipTable} th:first-child, ${vipTable} td:first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  boxShadow: `1px 0 0 ${vars.color.border}`,
});
globalStyle(`${vipTable} tr[aria-current="true"] td, ${vipTable} tr[aria-current="true"] th`, {
  background: `color-mix(in srgb, ${vars.color.primary} 12%, ${vars.color.surface})`,
});
globalStyle(`${vipTable} tr[aria-current="true"] th`, { boxShadow: `inset 4px 0 0 ${vars.color.primary}, 1px 0 0 ${vars.color.border}` });
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${vipTable} th${num}`, { textAlign: 'end' });
export const yes = style({ color: vars.color.success, fontWeight: 800 });
export const no = style({ color: vars.color.textMuted });
export const scrollHint = style({ display: 'none', margin: 0, fontSize: 12, color: vars.color.textMuted, '@media': { [phone]: { display: 'block' } } });

/** The rankings: a podium of three, then the rest. */
export const periodBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
export const periodChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: 14,
});
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tab = style({
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: 13,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText, borderColor: 'transparent' },
  },
});

export const podium = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});
export const podiumCard = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 6,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.gradient.card,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  selectors: {
    '&[data-place="1"]': {
      paddingBlock: vars.space.xl,
      borderColor: vars.color.gold,
      boxShadow: `0 0 0 2px color-mix(in srgb, ${vars.color.gold} 50%, transparent), ${vars.shadow.lg}`,
    },
  },
  '@media': {
    [phone]: {
      gridTemplateColumns: 'auto 1fr auto',
      justifyItems: 'start',
      alignItems: 'center',
      textAlign: 'start',
      paddingBlock: vars.space.md,
      selectors: { '&[data-place="1"]': { paddingBlock: vars.space.md } },
    },
  },
});
export const medal = styleVariants({
  1: { color: '#d4a017' },
  2: { color: '#9aa5b1' },
  3: { color: '#b8733a' },
});
export const podiumName = style({ fontWeight: 800, fontSize: 16 });
export const podiumAmount = style({ fontWeight: 900, fontSize: 20, fontVariantNumeric: 'tabular-nums' });

export const rankNo = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 30,
  height: 30,
  borderRadius: '50%',
  background: vars.color.surfaceAlt,
  fontWeight: 800,
  fontSize: 13,
  fontVariantNumeric: 'tabular-nums',
});
export const meRow = style({ background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)` });
export const youPill = style({ marginInlineStart: 8 });
export const meCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.sm,
});
export const meValue = style({ fontSize: 22, fontWeight: 900, fontVariantNumeric: 'tabular-nums' });

/** The winners list and the leaderboard: a game's icon beside its name. */
export const gameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none' } },
});
export const gameIcon = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  flex: 'none',
  background: vars.color.surfaceAlt,
  '@media': { [phone]: { display: 'none' } },
});
export const gameText = style({ display: 'grid', minWidth: 0 });
export const gameName = style({
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { [`${gameCell}:hover &`]: { textDecoration: 'underline' } },
});
/** Wide screens give "when" its own column; a phone writes it under the amount. */
export const wideOnly = style({ '@media': { [phone]: { display: 'none' } } });
export const phoneOnly = style({ display: 'none', fontSize: 12, color: vars.color.textMuted, '@media': { [phone]: { display: 'block' } } });
export const winTable = style({});
globalStyle(`${winTable} td`, { verticalAlign: 'middle' });
export const gameMeta = style({ fontSize: 12, color: vars.color.textMuted });
export const winAmount = style({ fontWeight: 900, color: vars.color.success, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const multiplier = style({ fontSize: 12, fontWeight: 800, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
export const boardsArt = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.lg, boxShadow: vars.shadow.md });
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
