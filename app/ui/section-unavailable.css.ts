import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: 14,
});
