import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const body = style({
  maxHeight: 'min(60vh, 520px)',
  overflowY: 'auto',
  paddingInlineEnd: vars.space.xs,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
});
export const article = style({ paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });
export const articleTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: 15 });
export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
