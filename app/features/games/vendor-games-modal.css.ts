import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { searchInput } from './lobby/lobby.css';

export const body = style({ display: 'grid', gap: vars.space.md });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  position: 'sticky',
  top: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg}) 0`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** The lobby's search box, a little narrower and on the modal's own surface. */
export const search = style([
  searchInput,
  {
    flex: '1 1 200px',
    maxWidth: 320,
    background: vars.color.surfaceAlt,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
  },
]);
export const fullLink = style({ marginInlineStart: 'auto', fontSize: 13, fontWeight: 700, color: vars.color.link, whiteSpace: 'nowrap' });
export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
});
export const more = style({
  minHeight: 36,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
