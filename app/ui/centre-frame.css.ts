import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const phone = 'screen and (max-width: 760px)';
// Starts faint, never invisible: a panel at opacity 0 is not yet "content" to the browser, which would
// count the sign-in form as painted only once the animation has moved on.
const rise = keyframes({ from: { opacity: 0.35, transform: 'translateY(14px) scale(0.985)' }, to: { opacity: 1, transform: 'none' } });

/** Before the script takes over it is a fixed panel over the site; after, a modal dialog in the top layer. */
export const frame = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: `clamp(12px, 4vh, 48px) ${vars.space.md}`,
  border: 0,
  background: vars.color.overlay,
  color: vars.color.text,
  display: 'grid',
  placeItems: 'center',
  overflow: 'auto',
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { background: 'transparent' },
  },
  '@media': { [phone]: { padding: 0 } },
});
export const panel = style({
  width: 'min(1120px, 100%)',
  height: 'min(820px, calc(100vh - 2 * clamp(12px, 4vh, 48px)))',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  background: vars.color.bg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  animation: `${rise} 200ms ease-out`,
  '@media': {
    [phone]: { width: '100%', height: '100%', borderRadius: 0, border: 0 },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  '@media': { [phone]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 20, fontWeight: 800, letterSpacing: 0.3, outline: 'none' });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1, lineHeight: 1.2 });
export const whoName = style({ fontSize: 13, opacity: 0.9, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'rgba(0,0,0,0.18)',
  lineHeight: 1.15,
  '@media': { [phone]: { padding: '4px 10px' } },
});
export const balanceLabel = style({ fontSize: 11, textTransform: 'uppercase', letterSpacing: 0.8, opacity: 0.85 });
export const balanceValue = style({ fontSize: 18, fontWeight: 800, fontVariantNumeric: 'tabular-nums', '@media': { [phone]: { fontSize: 15 } } });
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  flex: 'none',
  borderRadius: '50%',
  color: 'inherit',
  background: 'rgba(255,255,255,0.16)',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.28)' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const body = style({
  display: 'grid',
  gridTemplateColumns: '232px minmax(0, 1fr)',
  minHeight: 0,
  '@media': { [phone]: { gridTemplateColumns: '1fr', gridTemplateRows: 'auto minmax(0, 1fr)' } },
});
export const menu = style({
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowY: 'auto',
  padding: `${vars.space.md} ${vars.space.sm}`,
  '@media': { [phone]: { borderInlineEnd: 0, borderBottom: `1px solid ${vars.color.border}`, overflowX: 'auto', overflowY: 'hidden', padding: vars.space.sm } },
});
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
  '@media': { [phone]: { display: 'flex', gap: vars.space.xs } },
});
export const menuLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: `10px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: 14,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
  '@media': { [phone]: { padding: `8px 12px`, fontSize: 13 } },
});
globalStyle(`${menuLink} svg`, { flex: 'none', opacity: 0.9 });
export const badge = style({
  marginInlineStart: 'auto',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 12,
  fontWeight: 800,
  display: 'inline-grid',
  placeItems: 'center',
});
export const content = style({ overflowY: 'auto', padding: vars.space.lg, minWidth: 0, '@media': { [phone]: { padding: vars.space.md } } });
