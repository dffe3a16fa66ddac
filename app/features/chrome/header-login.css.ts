import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  '@media': { '(max-width: 1100px)': { display: 'none' } },
});
export const input = style({
  width: 130,
  height: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid color-mix(in srgb, ${vars.color.headerText} 30%, transparent)`,
  background: 'rgba(0,0,0,.2)',
  color: vars.color.headerText,
  fontSize: 13,
  selectors: { '&::placeholder': { color: `color-mix(in srgb, ${vars.color.headerText} 65%, transparent)` } },
});
