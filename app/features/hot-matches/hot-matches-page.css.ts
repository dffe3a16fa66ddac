import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.lg });
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const button = style({
  padding: '8px 18px',
  borderRadius: vars.radius.pill,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 800,
  fontSize: 14,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { textDecoration: 'none', filter: 'brightness(1.06)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
