import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** Operator HTML (already sanitised): readable type, lists, tables and pictures that fit a phone. */
export const prose = style({ fontSize: 15, lineHeight: 1.65, color: vars.color.text, overflowWrap: 'anywhere' });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${prose} ol, ${prose} ul`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: 22 });
globalStyle(`${prose} li`, { margin: '4px 0' });
globalStyle(`${prose} li::marker`, { color: vars.color.link, fontWeight: 700 });
globalStyle(`${prose} a`, { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: 2 });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', margin: `${vars.space.sm} 0`, fontSize: 14 });
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${vars.color.border}`, padding: '6px 10px', textAlign: 'start' });
globalStyle(`${prose} th`, { background: vars.color.surfaceAlt });
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, { fontFamily: vars.font.heading, margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: 17 });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
