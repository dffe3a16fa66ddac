import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { bandPill } from '~/ui/pill';

export const inline = style({ display: 'inline-flex' });
export const iconButton = style({
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  border: `1px solid color-mix(in srgb, ${vars.color.headerText} 30%, transparent)`,
  background: 'transparent',
  color: vars.color.headerText,
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
});
const phone = '(max-width: 640px)';
export const switcher = style({ display: 'inline-flex', alignItems: 'center', gap: 2 });
export const cycleForm = style({ display: 'inline-flex', '@media': { [phone]: { display: 'none' } } });
const pill = bandPill(vars.color.headerText);
export const cycle = style([
  pill,
  {
    gap: vars.space.xs,
    minHeight: 32,
    padding: `0 ${vars.space.sm}`,
    background: 'transparent',
    font: 'inherit',
    fontSize: 13,
    fontWeight: 600,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  },
]);
export const menu = style({ position: 'relative' });
export const summary = style([
  pill,
  {
    listStyle: 'none',
    justifyContent: 'center',
    gap: 4,
    minWidth: 32,
    minHeight: 32,
    padding: '0 6px',
    cursor: 'pointer',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);
globalStyle(`${summary} svg`, { transition: 'transform 150ms ease' });
globalStyle(`${menu}[open] > ${summary} svg`, { transform: 'rotate(180deg)' });
export const flag = style({
  display: 'block',
  flex: 'none',
  width: 21,
  height: 14,
  borderRadius: 2,
  boxShadow: '0 0 0 1px rgba(0,0,0,.18)',
  objectFit: 'cover',
});
/** The menu's button shows the flag only where the flag button beside it is not drawn. */
export const summaryFlag = style([flag, { display: 'none', '@media': { [phone]: { display: 'block' } } }]);
export const menuList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 6px)',
  zIndex: 40,
  minWidth: 170,
  display: 'grid',
  // A brand may offer all eighteen languages: the list scrolls rather than running off a phone screen.
  maxHeight: 'min(70vh, 560px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  background: vars.color.bgElevated,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="true"]': { fontWeight: 700, background: vars.color.surfaceAlt },
  },
});
