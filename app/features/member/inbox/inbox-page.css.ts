import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 38,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const secondaryButton = style([button, { border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text }]);
export const dangerButton = style([button, { border: 0, background: vars.color.danger, color: vars.color.textInverse }]);

export const tabs = style({ display: 'flex', gap: 4, padding: 4, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, width: 'fit-content' });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 16px',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const tabCount = style({
  minWidth: 18,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
});

export const layout = style({ display: 'grid', gap: vars.space.md });
export const layoutOpen = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});
globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  padding: `${vars.space.md} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  // Also a link, where the platform cannot mark a message read.
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background .15s ease',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const itemUnread = style([item, { background: `color-mix(in srgb, ${vars.color.primary} 6%, ${vars.color.surface})` }]);
export const itemCurrent = style([
  item,
  { background: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
]);

export const dot = style({
  width: 10,
  height: 10,
  marginTop: 6,
  borderRadius: '50%',
  background: vars.color.danger,
  boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 20%, transparent)`,
});
export const dotRead = style({ width: 10, height: 10, marginTop: 6, borderRadius: '50%', border: `2px solid ${vars.color.border}` });
export const itemText = style({ display: 'grid', gap: 2, minWidth: 0 });
export const itemTitle = style({ fontSize: 15, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const preview = style({ fontSize: 13, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const time = style({ fontSize: 12, color: vars.color.textMuted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', marginTop: 2 });
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const reader = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  '@media': { '(max-width: 900px)': { order: -1 } },
});
export const readerHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: vars.color.link,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
});
export const deleteLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  color: vars.color.danger,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
});
export const readerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 20,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});
export const readerMeta = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', margin: 0, fontSize: 13, color: vars.color.textMuted });
export const body = style({ margin: 0, paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${body} a`, { color: vars.color.link });
globalStyle(`${body} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${body} td, ${body} th`, { border: `1px solid ${vars.color.border}`, padding: 6 });

export const confirm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surface})`,
  border: `1px solid color-mix(in srgb, ${vars.color.danger} 40%, transparent)`,
});
export const confirmTitle = style({ margin: 0, fontSize: 16, selectors: { '&:focus': { outline: 'none' } } });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const emptyTitle = style({ margin: 0, fontWeight: 700, color: vars.color.text });
globalStyle(`${itemUnread} ${itemTitle}`, { fontWeight: 800 });
