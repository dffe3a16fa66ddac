import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 860 });
export const pageHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const pageTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 22 });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 });
export const card = style({
  display: 'grid',
  // One column that never grows past the card (a file input or a fieldset would push it wider on phones).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const cardTitle = style({ margin: 0, fontSize: 16, fontWeight: 800, display: 'flex', alignItems: 'center', gap: 8 });
export const muted = style({ color: vars.color.textMuted, fontSize: 13, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const grid2 = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', margin: 0 });
globalStyle(`${grid2} dd`, { margin: 0 });
export const formGrid = style({ display: 'grid', gap: vars.space.md, maxWidth: 520 });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const positive = style({ color: vars.color.success, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const negative = style({ color: vars.color.danger, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const big = style({ fontSize: 28, fontWeight: 800, fontVariantNumeric: 'tabular-nums', letterSpacing: 0.3 });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const status = styleVariants({
  waiting: [pill, { background: `color-mix(in srgb, ${vars.color.warning} 20%, transparent)`, color: vars.color.text }],
  good: [pill, { background: `color-mix(in srgb, ${vars.color.success} 20%, transparent)`, color: vars.color.text }],
  bad: [pill, { background: `color-mix(in srgb, ${vars.color.danger} 18%, transparent)`, color: vars.color.text }],
  neutral: [pill, { background: vars.color.surfaceAlt, color: vars.color.textMuted }],
});

export const notice = styleVariants({
  success: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: `color-mix(in srgb, ${vars.color.success} 14%, ${vars.color.surface})`,
    border: `1px solid color-mix(in srgb, ${vars.color.success} 40%, transparent)`,
    margin: 0,
  },
  error: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: `color-mix(in srgb, ${vars.color.danger} 12%, ${vars.color.surface})`,
    border: `1px solid color-mix(in srgb, ${vars.color.danger} 40%, transparent)`,
    margin: 0,
  },
  info: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: `color-mix(in srgb, ${vars.color.info} 12%, ${vars.color.surface})`,
    border: `1px solid color-mix(in srgb, ${vars.color.info} 35%, transparent)`,
    margin: 0,
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
export const tableWrap = style({ overflowX: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
globalStyle(`${table} th`, {
  textAlign: 'start',
  fontSize: 12,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
  color: vars.color.textMuted,
  padding: `10px 12px`,
  background: vars.color.surfaceAlt,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} td`, { padding: `10px 12px`, borderTop: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} tfoot td`, { fontWeight: 800, background: vars.color.surfaceAlt });
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} th${num}`, { textAlign: 'end' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const progress = style({ height: 8, borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, overflow: 'hidden' });
export const progressBar = style({ height: '100%', borderRadius: vars.radius.pill, background: vars.gradient.primary });

export const pager = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const select = style({
  height: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
});
export const inlineLabel = style({ display: 'grid', gap: 4, fontSize: 13, fontWeight: 600 });
