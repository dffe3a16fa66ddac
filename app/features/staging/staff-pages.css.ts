import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const signInPage = style({ maxWidth: 420, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const title = style({ fontFamily: vars.font.heading, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
/** Who is signed in, the trail and sign-out, above staging's pages. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'flex-end',
  marginBottom: vars.space.md,
});
export const barForm = style({ margin: 0 });
export const auditPage = style({ maxWidth: 1100, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface, fontSize: 14 });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const refused = style({ color: vars.color.danger, fontWeight: 600 });
export const detail = style({ display: 'block', color: vars.color.textMuted, fontWeight: 400, overflowWrap: 'anywhere' });
