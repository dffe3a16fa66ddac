import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  maxHeight: 'min(86vh, 860px)',
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', animation: `${rise} 180ms ease-out` },
    '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(3px)', animation: `${fade} 180ms ease-out` },
  },
});
export const frame = style({ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0 });
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  flexShrink: 0,
});
export const title = style({ flex: 1, margin: 0, fontSize: 18, fontWeight: 800, letterSpacing: 0.2 });
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 34,
  height: 34,
  flexShrink: 0,
  borderRadius: '50%',
  border: 0,
  background: 'rgba(255,255,255,0.16)',
  color: 'inherit',
  cursor: 'pointer',
  transition: 'background 120ms ease, transform 120ms ease',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.28)', transform: 'rotate(90deg)' } },
});
/** Long content scrolls here, inside the modal, while the page stays pinned. */
export const body = style({ padding: vars.space.lg, overflowY: 'auto', overscrollBehavior: 'contain', minHeight: 0, lineHeight: 1.6 });
