import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const banner = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.info,
  color: vars.color.textInverse,
  fontWeight: 600,
  fontSize: 14,
});
export const close = style({ border: 0, background: 'transparent', color: 'inherit', fontSize: 20, lineHeight: 1, cursor: 'pointer' });
