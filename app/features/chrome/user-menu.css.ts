import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const phone = '(max-width: 640px)';

export const wrap = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, '@media': { [phone]: { gap: 6 } } });
export const menu = style({ position: 'relative', flexShrink: 0 });
export const summary = style({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 2 } },
});
export const avatar = style({ borderRadius: '50%', border: `2px solid ${vars.color.gold}`, background: vars.color.surfaceAlt });
/** The nickname gives way to Deposit on narrower screens; the avatar still opens the menu. */
export const who = style({ display: 'grid', lineHeight: 1.15, '@media': { '(max-width: 900px)': { display: 'none' } } });
export const nickname = style({ fontWeight: 700, fontSize: 14, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const vip = style({ fontSize: 11, fontWeight: 800, color: vars.color.gold, letterSpacing: 0.5 });
export const trial = style({ fontSize: 11, fontWeight: 700, color: vars.color.warning });
export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 8px)',
  zIndex: 40,
  width: 'max-content',
  minWidth: 250,
  maxWidth: 'calc(100vw - 20px)',
  padding: vars.space.xs,
  background: vars.color.bgElevated,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const items = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
export const dialogText = style({ margin: 0 });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });
const pill = style({ minHeight: 40, padding: `0 ${vars.space.lg}`, borderRadius: vars.radius.pill, fontWeight: 700, cursor: 'pointer', font: 'inherit' });
export const primary = style([
  pill,
  { display: 'inline-flex', alignItems: 'center', border: 0, background: vars.gradient.primary, color: vars.color.primaryText, textDecoration: 'none' },
]);
export const secondary = style([pill, { border: `1px solid ${vars.color.border}`, background: 'transparent', color: vars.color.text }]);
export const dialogCheck = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: `${vars.space.md} 0 0`, fontSize: 14 });

/** The header's inbox bell and its unread count. */
export const inbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 38,
  height: 38,
  flexShrink: 0,
  borderRadius: '50%',
  color: vars.color.headerText,
  background: 'rgba(0,0,0,.18)',
  textDecoration: 'none',
  transition: 'background .15s ease',
  selectors: { '&:hover': { background: 'rgba(0,0,0,.3)' }, '&:focus-visible': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 2 } },
  '@media': { [phone]: { width: 32, height: 32 } },
});
const count = style({
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 11,
  fontWeight: 800,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const inboxBadge = style([count, { position: 'absolute', top: -3, insetInlineEnd: -5, boxShadow: `0 0 0 2px ${vars.color.headerBg}` }]);
export const itemBadge = style([count, { display: 'inline-block', marginInlineStart: 8 }]);
