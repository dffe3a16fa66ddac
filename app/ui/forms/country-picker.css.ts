import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const wrap = style({ position: 'relative', display: 'grid', minWidth: 0 });
/** The native select keeps the form value after mount; Playwright and forms still reach it. */
export const carrier = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', overflow: 'hidden' });
export const picker = style({ position: 'relative', display: 'flex', alignItems: 'center', height: 44 });
export const flagSlot = style({
  position: 'absolute',
  insetInlineStart: 12,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  pointerEvents: 'none',
});
export const flag = style({ display: 'block', borderRadius: 2, flexShrink: 0, boxShadow: '0 0 0 1px rgba(0,0,0,.14)' });
export const field = style({
  width: '100%',
  height: 44,
  padding: '0 28px 0 40px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: 15,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  caretColor: 'transparent',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
  },
});
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: 10,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  transition: 'transform 150ms ease',
  selectors: { [`${picker}[data-open] &`]: { transform: 'rotate(180deg)' } },
});
export const list = style({
  position: 'absolute',
  zIndex: 40,
  top: 'calc(100% + 6px)',
  insetInlineStart: 0,
  width: 'max(100%, 250px)',
  maxHeight: 264,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: 14,
  color: vars.color.text,
  selectors: {
    '&[data-active]': { background: vars.color.surfaceAlt },
    '&[aria-selected="true"]': { fontWeight: 700, color: vars.color.link },
  },
});
export const optionName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionCode = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: 13 });
export const phoneRow = style({ display: 'grid', gridTemplateColumns: '110px minmax(0, 1fr)', gap: vars.space.sm, alignItems: 'end' });
export const countryLabel = style({ display: 'grid' });
export const country = style({
  height: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  padding: `0 ${vars.space.sm}`,
});
