import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const send = style({
  flexShrink: 0,
  minWidth: 96,
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  background: 'transparent',
  color: vars.color.link,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
