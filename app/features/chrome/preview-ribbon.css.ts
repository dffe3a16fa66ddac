import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const ribbon = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: `repeating-linear-gradient(45deg, ${vars.color.warning}, ${vars.color.warning} 12px, ${vars.color.accent} 12px, ${vars.color.accent} 24px)`,
  color: '#111',
  fontSize: 13,
  fontWeight: 600,
});
export const link = style({ color: '#111', textDecoration: 'underline' });
