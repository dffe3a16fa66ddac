import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The brand's chat header colour (brand.json `chatHeaderColour`) and the text that reads on it. */
export const headerBg = createVar();
export const headerText = createVar();

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  maxWidth: 860,
  height: 'min(680px, calc(100dvh - 300px))',
  minHeight: 440,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  '@media': { 'screen and (max-width: 640px)': { height: 'calc(100dvh - 280px)', minHeight: 400, borderRadius: vars.radius.md } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} 0`,
  background: headerBg,
  color: headerText,
  '@media': { 'screen and (max-width: 640px)': { padding: `${vars.space.sm} ${vars.space.md} 0` } },
});
export const headerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const roomTitle = style({ margin: 0, fontSize: 18, fontWeight: 800, display: 'flex', alignItems: 'center', gap: 8, fontFamily: vars.font.heading });

const pulse = keyframes({ '0%': { boxShadow: '0 0 0 0 rgba(34,197,94,0.6)' }, '100%': { boxShadow: '0 0 0 8px rgba(34,197,94,0)' } });
export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  opacity: 0.9,
});
export const dot = styleVariants({
  live: {
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: '#22c55e',
    animation: `${pulse} 1.6s ease-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  off: { width: 8, height: 8, borderRadius: '50%', background: 'currentColor', opacity: 0.5 },
});

export const tabs = style({ display: 'flex', gap: 4, overflowX: 'auto', scrollbarWidth: 'none', margin: 0, padding: 0, listStyle: 'none' });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '9px 16px',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: 14,
  whiteSpace: 'nowrap',
  opacity: 0.85,
  selectors: {
    '&:hover': { opacity: 1, background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&[aria-current="page"]': { opacity: 1, background: vars.color.surface, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const list = style({
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.surfaceAlt} 100%)`,
  overscrollBehavior: 'contain',
});

export const item = styleVariants({
  theirs: { display: 'grid', gridTemplateColumns: '36px minmax(0, 1fr)', gap: 10, alignItems: 'end', maxWidth: '82%' },
  mine: { display: 'grid', justifyItems: 'end', alignSelf: 'flex-end', maxWidth: '82%' },
});
export const avatar = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 800,
  fontSize: 15,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
});
export const bubble = styleVariants({
  theirs: {
    width: 'fit-content',
    maxWidth: '100%',
    padding: '8px 12px',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} 4px`,
    background: vars.color.bgElevated,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  mine: {
    width: 'fit-content',
    maxWidth: '100%',
    padding: '8px 12px',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 4px ${vars.radius.lg}`,
    background: vars.gradient.primary,
    color: vars.color.primaryText,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
});
export const meta = style({ display: 'flex', alignItems: 'center', gap: 6, fontSize: 12, marginBottom: 2, flexWrap: 'wrap' });
export const author = style({ fontWeight: 800 });
export const vip = style({
  fontSize: 10,
  fontWeight: 800,
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.gold,
  color: '#1a1206',
  letterSpacing: 0.3,
});
export const time = style({ opacity: 0.7, fontVariantNumeric: 'tabular-nums' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word', fontSize: 15, lineHeight: 1.45 });
globalStyle(`${text} a`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: 2 });

export const emptyRoom = style({
  margin: 'auto',
  textAlign: 'center',
  color: vars.color.textMuted,
  display: 'grid',
  gap: 6,
  justifyItems: 'center',
  padding: vars.space.xl,
});

export const composer = style({
  display: 'grid',
  gap: 6,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const composerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  maxHeight: 140,
  resize: 'vertical',
  padding: '10px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 15,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const send = style({ height: 44, flexShrink: 0 });
export const composerFoot = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: 12, color: vars.color.textMuted });
export const counterOver = style({ color: vars.color.danger, fontWeight: 700 });
export const error = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: 14,
  background: vars.color.surface,
});
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
