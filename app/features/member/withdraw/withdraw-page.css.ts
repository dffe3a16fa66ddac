import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const accounts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
});
export const accountMain = style({ display: 'grid', flex: 1, minWidth: 180 });
export const accountNumber = style({ fontFamily: vars.font.mono, fontSize: 13, color: vars.color.textMuted });
export const defaultTag = style({ fontSize: 12, fontWeight: 800, color: vars.color.link, textTransform: 'uppercase', letterSpacing: 0.6 });
export const details = style({ display: 'grid', gap: vars.space.md });
export const summaryLine = style({ cursor: 'pointer', fontWeight: 700, color: vars.color.link });
export const choice = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const option = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: 14 });
export const blocked = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
