import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const page = style({ maxWidth: 1100, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const title = style({ fontFamily: vars.font.heading, margin: 0 });
export const lead = style({ color: vars.color.textMuted });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} th`, { fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6, color: vars.color.textMuted, background: vars.color.surfaceAlt });
export const brandCell = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
export const logo = style({ height: 29, width: 'auto' });
export const muted = style({ color: vars.color.textMuted, fontSize: 12 });
export const hosts = style({ margin: 0, padding: 0, listStyle: 'none', fontFamily: vars.font.mono, fontSize: 13 });
export const tag = style({
  marginInlineStart: vars.space.xs,
  fontSize: 10,
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.body,
});
const pill = style({ display: 'inline-block', padding: '2px 10px', borderRadius: vars.radius.pill, fontSize: 12, fontWeight: 700 });
export const status = styleVariants({
  normal: [pill, { background: vars.color.success, color: vars.color.textInverse }],
  maintenance: [pill, { background: vars.color.warning, color: '#111' }],
  region: [pill, { background: vars.color.info, color: vars.color.textInverse }],
  unreachable: [pill, { background: vars.color.danger, color: vars.color.textInverse }],
});
export const links = style({ display: 'flex', gap: vars.space.md, whiteSpace: 'nowrap' });
