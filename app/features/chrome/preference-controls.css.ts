import { style } from '@vanilla-extract/css';
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
export const menu = style({ position: 'relative' });
export const summary = style([
  bandPill(vars.color.headerText),
  { listStyle: 'none', gap: vars.space.xs, cursor: 'pointer', padding: `6px ${vars.space.sm}`, selectors: { '&::-webkit-details-marker': { display: 'none' } } },
]);
export const currentName = style({ '@media': { '(max-width: 640px)': { display: 'none' } } });
export const flag = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 26,
  height: 18,
  borderRadius: 4,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: 10,
  fontWeight: 800,
  letterSpacing: 0.5,
});
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
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="true"]': { fontWeight: 700, background: vars.color.surfaceAlt },
  },
});
