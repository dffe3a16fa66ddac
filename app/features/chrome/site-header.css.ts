import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const phone = '(max-width: 640px)';
/** Vendor panels need a pointer and room; on touch and narrow screens the category link alone goes there. */
const panels = '(hover: hover) and (min-width: 900px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  boxShadow: vars.shadow.md,
});

export const strip = style({
  background: 'rgba(0, 0, 0, 0.22)',
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.headerText} 10%, transparent)`,
  fontSize: 12,
});
export const stripInner = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 32,
  padding: `0 ${vars.space.md}`,
  '@media': { [phone]: { padding: '0 10px', minHeight: 30 } },
});
export const stripLinks = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
// The list scrolls sideways when the strip is short of room; its links keep their size (24 px targets at least).
globalStyle(`${stripLinks} > li`, { flexShrink: 0 });
export const stripLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
  gap: 6,
  padding: '5px 10px',
  borderRadius: vars.radius.pill,
  color: vars.color.headerText,
  opacity: 0.88,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  fontWeight: 600,
  transition: 'background 120ms ease, opacity 120ms ease',
  selectors: { '&:hover': { opacity: 1, background: 'rgba(255,255,255,0.1)', textDecoration: 'none' } },
  '@media': { [phone]: { padding: '4px 6px', gap: 4 } },
});
/** On phones the app links keep their icons; the words stay for screen readers. */
export const stripText = style({
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const stripTheme = style({ display: 'none', '@media': { [phone]: { display: 'inline-flex' } } });
globalStyle(`${stripTheme} button`, { width: 26, height: 26, fontSize: 14 });
export const barTheme = style({ display: 'inline-flex', '@media': { [phone]: { display: 'none' } } });
export const inline = style({ display: 'inline-flex' });
export const stripLanguage = style({ display: 'none', '@media': { [phone]: { display: 'inline-flex' } } });
globalStyle(`${stripLanguage} summary`, { minHeight: 26, padding: '0 6px' });
export const barLanguage = barTheme;
export const stripEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const navToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 26,
  padding: '0 10px',
  borderRadius: vars.radius.pill,
  border: `1px solid color-mix(in srgb, ${vars.color.headerText} 30%, transparent)`,
  background: 'transparent',
  color: vars.color.headerText,
  fontSize: 12,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent } },
});

export const topBar = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { [phone]: { padding: `${vars.space.sm} 10px`, gap: vars.space.sm } },
});
/** Below this a player's balance, Deposit and menu may need the logo's room. */
const crowded = '(max-width: 900px)';
/** There the logo gives way to a long balance (it scales down whole) rather than push the row off screen. */
export const logoLink = style({ display: 'inline-flex', flexShrink: 0, '@media': { [crowded]: { flexShrink: 1, minWidth: 48 } } });
export const logo = style({
  height: 40,
  width: 'auto',
  display: 'block',
  '@media': { [crowded]: { height: 'auto', maxHeight: 40, maxWidth: '100%' }, [phone]: { maxHeight: 22 } },
});
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.headerText,
  '@media': { [crowded]: { flexShrink: 0 }, [phone]: { gap: 4 } },
});
/** Header buttons tighten on phones so logo, mode, language, log in and join fit one row. */
export const compact = style({ '@media': { [phone]: { minHeight: 32, padding: '0 9px', fontSize: 12 } } });
/** On wide screens the header has the login form itself; narrower ones get a button to /login. */
export const phoneOnly = style({ '@media': { '(min-width: 1101px)': { display: 'none' } } });

/** The nav is the panels' containing block, so the list may scroll sideways without clipping them. */
export const nav = style({
  position: 'relative',
  background: vars.color.navBg,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.navText} 12%, transparent)`,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const navList = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'stretch',
  gap: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // More to swipe to: the end fades out (not while a panel is open: a mask would clip it).
    '&[data-more="true"]:not(:has([data-open]))': { maskImage: 'linear-gradient(to right, #000 calc(100% - 48px), transparent)' },
    '[dir="rtl"] &[data-more="true"]:not(:has([data-open]))': { maskImage: 'linear-gradient(to left, #000 calc(100% - 48px), transparent)' },
  },
  '@media': { [phone]: { padding: '0 4px', scrollSnapType: 'x proximity' } },
});
export const entry = style({ display: 'flex', flexShrink: 0, scrollSnapAlign: 'start' });
export const split = style({ display: 'flex', alignItems: 'stretch' });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 5,
  padding: `11px 8px 8px`,
  color: vars.color.navText,
  fontWeight: 700,
  fontSize: 12.5,
  letterSpacing: 0.2,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  textDecoration: 'none',
  transition: 'color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'none' },
    '&.active': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    [`${entry}[data-open] &`]: { color: vars.color.accent },
  },
  '@media': { [phone]: { padding: '10px 10px 7px', fontSize: 12 } },
});
export const navIcon = style({ opacity: 0.85 });
export const caret = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  // A target of at least 24 × 24 px, tucked close to its category's link.
  minWidth: 24,
  minHeight: 24,
  padding: 0,
  marginInlineStart: -8,
  marginInlineEnd: 2,
  border: 0,
  background: 'transparent',
  color: vars.color.navText,
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.accent, opacity: 1 },
  },
  '@media': { [panels]: { display: 'inline-flex' } },
});
globalStyle(`${caret} svg`, { transition: 'transform 150ms ease' });
globalStyle(`${caret}[aria-expanded="true"] svg`, { transform: 'rotate(180deg)' });
export const facebook = style({ selectors: { '&:hover': { color: '#4d8df6' } } });
const wide = '(min-width: 1100px)';
export const picks = style({
  display: 'none',
  alignItems: 'center',
  gap: 4,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  '@media': { [wide]: { display: 'flex' } },
});
export const pick = style({ minWidth: 0 });
export const pickLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 10px 2px 3px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.08)',
  color: vars.color.headerText,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.16)', color: vars.color.accent, textDecoration: 'none' } },
});
export const navPick = style({ '@media': { [wide]: { display: 'none' } } });
export const game = style({ textTransform: 'none', letterSpacing: 0, fontWeight: 600, fontSize: 12, paddingTop: 8, paddingBottom: 5 });
export const gameIcon = style({ width: 24, height: 24, borderRadius: 6, objectFit: 'cover', boxShadow: '0 0 0 1px rgba(255,255,255,.25)' });
export const gameName = style({ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' });

const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' }, to: { opacity: 1, transform: 'none' } });
export const panel = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  zIndex: 35,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.lg,
  animation: `${drop} 160ms ease-out`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [panels]: { display: 'block' } },
});
export const panelInner = style({ maxWidth: 1000, margin: '0 auto', padding: `${vars.space.md} ${vars.space.md}`, display: 'grid', gap: vars.space.sm });
/** While the vendors are on their way (the first opening of a panel); one row's height, so the panel does not jump much. */
export const panelLoading = style({
  maxWidth: 1000,
  margin: '0 auto',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  minHeight: 80,
});
/** Tiles of one size, centred, so a category with two vendors looks as deliberate as one with fifteen. */
export const vendorGrid = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const vendor = style({
  position: 'relative',
  display: 'grid',
  gap: 4,
  justifyItems: 'center',
  width: 152,
  padding: 6,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'background 120ms ease, transform 120ms ease',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceAlt, transform: 'translateY(-2px)', textDecoration: 'none' } },
});
export const vendorLogo = style({
  width: '100%',
  maxWidth: 136,
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});
export const vendorFallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  maxWidth: 136,
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.md,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 800,
});
export const vendorName = style({ fontSize: 12, fontWeight: 600, textAlign: 'center', color: vars.color.textMuted });
export const hot = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 4,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 7px 2px 5px',
  borderRadius: vars.radius.pill,
  background: 'linear-gradient(135deg, #ff8a00 0%, #e52e71 100%)',
  color: '#fff',
  fontSize: 10,
  fontWeight: 800,
  letterSpacing: 0.5,
  boxShadow: '0 2px 6px rgba(229, 46, 113, 0.45)',
});
export const more = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '8px 16px',
  borderRadius: vars.radius.pill,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: 13,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.08)', textDecoration: 'none' } },
});
/**
 * The promotions count's badge holds its screen-reader words (absolutely placed): positioned, it keeps
 * them inside the nav's sideways-scrolling list, which then clips them instead of widening the page.
 */
export const promoCount = style({ position: 'relative' });
