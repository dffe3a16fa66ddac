import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { pillShape } from './pill';

/** A filter or action chip on a surface: outlined; the current one (aria-current) filled with the brand's gradient. */
export const chip = style({
  ...pillShape,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'none', borderColor: vars.color.primary },
    '&[aria-current="true"], &[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText, borderColor: 'transparent' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A one-line text input in a pill (searches). */
export const pillInput = style({
  minWidth: 0,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
