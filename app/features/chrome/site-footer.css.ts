import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { bandPill } from '~/ui/pill';
import { belowFirstScreen } from '~/ui/below-first-screen';
import { pageMax } from '~/ui/page-column.css';

const line = `1px solid color-mix(in srgb, ${vars.color.footerText} 14%, transparent)`;

export const footer = style({
  ...belowFirstScreen(900),
  background: vars.color.footerBg,
  color: vars.color.footerText,
  marginTop: vars.space.xxl,
  borderTop: `3px solid ${vars.color.accent}`,
});
export const inner = style({
  maxWidth: pageMax,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});
export const columns = style({
  display: 'grid',
  // The brand column, then as many link columns as the brand has (help, winners, blog and matches, social).
  gridTemplateColumns: 'minmax(220px, 1.4fr) repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.xl,
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});
export const brandColumn = style({ display: 'grid', alignContent: 'start', gap: vars.space.md });
export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });
export const logo = style({ height: 34, width: 'auto' });
export const description = style({ margin: 0, maxWidth: 520, opacity: 0.8, lineHeight: 1.7, fontSize: 14 });
export const heading = style({ margin: 0, fontSize: 13, fontWeight: 800, letterSpacing: 1.2, textTransform: 'uppercase', color: vars.color.footerText });
export const helpLinks = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, max-content))', gap: `6px ${vars.space.xl}` });
export const helpLink = style({
  color: vars.color.footerText,
  opacity: 0.78,
  fontSize: 14,
  textDecoration: 'none',
  selectors: { '&:hover': { opacity: 1, color: vars.color.accent, textDecoration: 'none' } },
});
export const mirrors = style({ display: 'grid', gap: 6 });
export const mirrorLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `4px ${vars.space.md}` });
export const mirrorLink = style({
  color: vars.color.footerText,
  opacity: 0.78,
  fontSize: 13,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:hover': { opacity: 1, color: vars.color.accent } },
});
export const socials = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });
export const social = style([
  bandPill(vars.color.footerText),
  {
    padding: `6px ${vars.space.md}`,
    transition: 'background 120ms ease, color 120ms ease, border-color 120ms ease',
    selectors: { '&:hover': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText, textDecoration: 'none' } },
  },
]);

export const chatWrap = style({ position: 'relative', justifySelf: 'start', marginTop: vars.space.sm });
export const chatToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  // One line at every width: the pill's label must not wrap under its icon.
  whiteSpace: 'nowrap',
  justifySelf: 'start',
  minHeight: 38,
  marginTop: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { filter: 'brightness(1.1)', textDecoration: 'none' },
    [`${chatWrap} &`]: { marginTop: 0 },
  },
});
export const chatHint = style({ fontWeight: 500, fontSize: 12, opacity: 0.8 });
export const chatPanel = style({
  position: 'absolute',
  bottom: 'calc(100% + 10px)',
  insetInlineStart: 0,
  zIndex: 20,
  width: 'min(300px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const chatTitle = style({ margin: 0, fontWeight: 800, fontSize: 15 });
export const chatText = style({ margin: 0, fontSize: 14, color: vars.color.textMuted });
export const chatAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 38,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.06)', textDecoration: 'none' } },
});

export const logoSection = style({ display: 'grid', gap: vars.space.sm, paddingTop: vars.space.lg, borderTop: line });
export const logoRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const logoTile = style({
  display: 'grid',
  placeItems: 'center',
  height: 44,
  padding: '6px 12px',
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.footerText} 7%, transparent)`,
  border: `1px solid color-mix(in srgb, ${vars.color.footerText} 14%, transparent)`,
});
export const logoImage = style({ display: 'block', height: 32, width: 'auto', maxWidth: 120 });
export const copyright = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: line,
  fontSize: 13,
  opacity: 0.8,
});
export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.footerText,
  fontWeight: 800,
  fontSize: 11,
});

/** The chat toggle's count of messages the member has not seen. */
export const chatBadge = style({
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontSize: 12,
  fontWeight: 800,
  display: 'inline-grid',
  placeItems: 'center',
  fontVariantNumeric: 'tabular-nums',
});
export const chatEnter = style([chatAction, { background: vars.gradient.primary, color: vars.color.primaryText }]);
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
