import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';
import { pillInput } from '~/ui/recipes.css';

export const toolbar = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const rowLabel = style({ fontSize: 12, color: vars.color.textMuted, marginInlineEnd: vars.space.xs, fontWeight: 700 });

export const vendorBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const vendorScroller = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollBehavior: 'smooth',
  scrollbarWidth: 'thin',
  listStyle: 'none',
  margin: 0,
  padding: '2px 0',
  flex: 1,
  minWidth: 0,
});
export const arrow = style({
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});

export const search = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const searchInput = style([pillInput, { flex: 1, maxWidth: 360 }]);

export const tileItem = style({ position: 'relative' });
export const heart = style({
  position: 'absolute',
  top: 12,
  insetInlineEnd: 12,
  width: 34,
  height: 34,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'rgba(0,0,0,0.55)',
  color: '#fff',
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
  selectors: {
    '&[aria-pressed="true"]': { color: '#ff4d6d' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
export const heartSpinner = style([spinner, { position: 'absolute', bottom: -4, insetInlineEnd: -4, width: 12, height: 12, color: '#fff' }]);
export const tileError = style({ margin: '4px 0 0', fontSize: 11, color: vars.color.danger });

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});
export const sentinel = style({ height: 1 });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
