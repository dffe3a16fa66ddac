import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const ribbon = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: `repeating-linear-gradient(45deg, ${vars.color.warning}, ${vars.color.warning} 12px, ${vars.color.accent} 12px, ${vars.color.accent} 24px)`,
  color: '#111',
  fontSize: 13,
  fontWeight: 600,
});
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  background: 'rgba(255, 255, 255, 0.85)',
  borderRadius: 4,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
export const link = style({ color: '#111', textDecoration: 'underline', minHeight: 24, display: 'inline-flex', alignItems: 'center' });
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontWeight: 400 });
export const clear = style({ display: 'inline' });
export const button = style({
  minHeight: 24,
  minWidth: 24,
  padding: '2px 10px',
  border: '1px solid #111',
  borderRadius: 4,
  background: '#fff',
  color: '#111',
  font: 'inherit',
  cursor: 'pointer',
});
