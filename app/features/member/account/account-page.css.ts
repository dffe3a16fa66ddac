import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../themes/contract.css';

export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', alignItems: 'start' });
export const wide = style({ gridColumn: '1 / -1' });

/** The security score: a ring with the number in it, the checklist beside it. */
export const scoreCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', justifyItems: 'center' } },
});
export const ring = style({ position: 'relative', width: 132, height: 132 });
export const ringValue = style({ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center' });
export const ringNumber = style({ fontSize: 34, fontWeight: 900, lineHeight: 1, fontVariantNumeric: 'tabular-nums' });
export const ringLabel = style({ fontSize: 12, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.8, color: vars.color.textMuted });
export const ringTrack = style({ stroke: vars.color.surfaceAlt });
export const ringArc = styleVariants({
  weak: { stroke: vars.color.danger },
  fair: { stroke: vars.color.warning },
  strong: { stroke: vars.color.success },
});
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, width: '100%' });
export const checkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
export const checkIcon = styleVariants({
  done: { color: vars.color.success, flex: 'none' },
  todo: { color: vars.color.textMuted, flex: 'none' },
});
export const checkText = style({ flex: 1, fontSize: 14 });
export const checkAction = style({
  fontSize: 13,
  fontWeight: 700,
  color: vars.color.link,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The profile head: avatar, names, the since-date. */
export const identity = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const bigAvatar = style({
  width: 72,
  height: 72,
  borderRadius: '50%',
  border: `3px solid ${vars.color.gold}`,
  background: vars.color.surfaceAlt,
  objectFit: 'cover',
  flex: 'none',
});
export const identityName = style({ margin: 0, fontSize: 20, fontWeight: 800, overflowWrap: 'anywhere' });
export const identityMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: 13 });
export const labels = style({ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '6px 0 0', padding: 0, listStyle: 'none' });

// A fieldset is min-content wide by default, which would push the card past a phone's edge.
export const presets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  minInlineSize: 0,
});
export const presetButton = style({
  display: 'grid',
  justifySelf: 'center',
  width: 60,
  height: 60,
  placeItems: 'center',
  padding: 4,
  borderRadius: '50%',
  border: `2px solid transparent`,
  background: 'transparent',
  cursor: 'pointer',
  transition: 'transform 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
  },
});
globalStyle(`${presetButton} img`, { width: 48, height: 48, borderRadius: '50%', display: 'block' });
export const fileInput = style({ fontSize: 14, width: '100%', minWidth: 0 });
globalStyle(`${fileInput}::file-selector-button`, {
  marginInlineEnd: vars.space.sm,
  padding: '8px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});

export const statusLine = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' });
export const value = style({ fontWeight: 700, fontFamily: vars.font.mono, fontSize: 14 });
export const codeRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, alignItems: 'end' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const qrBox = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', justifyItems: 'center' } },
});
export const qr = style({ width: 168, height: 168, borderRadius: vars.radius.md, background: '#fff', padding: 6, border: `1px solid ${vars.color.border}` });
export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: 14,
  letterSpacing: 1.5,
  wordBreak: 'break-all',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  userSelect: 'all',
});

export const currentTag = style({
  display: 'inline-block',
  marginInlineStart: 6,
  fontSize: 11,
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
  color: vars.color.link,
});
export const contactsGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' });

/** On phones each login is a small block (time and tag, then address and device) instead of a wide row. */
export const loginsTable = style({});
const phone = 'screen and (max-width: 560px)';
globalStyle(`${loginsTable} thead`, { '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${loginsTable} tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderTop: `1px solid ${vars.color.border}`,
      gap: 2,
    },
  },
});
globalStyle(`${loginsTable} td`, { '@media': { [phone]: { display: 'block', padding: 0, border: 0 } } });
globalStyle(`${loginsTable} td:first-child`, { '@media': { [phone]: { gridColumn: '1 / -1', fontWeight: 700 } } });
globalStyle(`${loginsTable} td:last-child`, { '@media': { [phone]: { textAlign: 'end', color: vars.color.textMuted } } });
