import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** Match cards: a scoreboard look in the brand's colours; each whole card is the link to the sportsbook. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textDecoration: 'none',
  position: 'relative',
  overflow: 'hidden',
  transition: 'transform 120ms ease, box-shadow 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { textDecoration: 'none', borderColor: vars.color.primary, boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&::before': { content: '""', position: 'absolute', insetInline: 0, top: 0, height: 4, background: vars.gradient.primary },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const meta = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12, color: vars.color.textMuted, minWidth: 0 });
export const league = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1, minWidth: 0, fontWeight: 600 });
export const sportIcon = style({ flex: 'none', color: vars.color.accent });
export const featured = style({
  flex: 'none',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.gold,
  color: '#1a1300',
  fontWeight: 800,
  fontSize: 11,
  textTransform: 'uppercase',
  letterSpacing: 0.4,
});

export const teams = style({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: vars.space.sm });
export const team = style({ fontWeight: 800, fontSize: 15, lineHeight: 1.25, overflowWrap: 'anywhere' });
export const away = style({ textAlign: 'end' });
export const versus = style({
  fontSize: 11,
  fontWeight: 800,
  color: vars.color.textMuted,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});

export const kickoff = style({ display: 'flex', gap: 6, alignItems: 'baseline', fontSize: 13, color: vars.color.textMuted });
export const kickoffTime = style({ fontWeight: 800, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const odds = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: 6, margin: 0 });
export const odd = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  padding: '6px 4px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});
export const oddPick = style({ fontSize: 11, fontWeight: 700, color: vars.color.textMuted, margin: 0 });
export const oddPrice = style({ fontSize: 16, fontWeight: 900, color: vars.color.link, fontVariantNumeric: 'tabular-nums', margin: 0 });
globalStyle(`html[data-mode="dark"] ${oddPrice}`, { color: vars.color.gold });

export const cta = style({ justifySelf: 'start', fontSize: 13, fontWeight: 800, color: vars.color.link, display: 'inline-flex', alignItems: 'center', gap: 4 });
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
