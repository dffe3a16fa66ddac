import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const phone = 'screen and (max-width: 640px)';

/** The strip above a free-play game: the brand's header colours, so it reads as the site's, not the game's. */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  borderBottom: `2px solid ${vars.color.success}`,
  '@media': { [phone]: { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.sm}` } },
});
/** In the seamless bar the badge sits inline, without a strip of its own. */
export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 'none' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 900,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: '#05301a',
  background: 'linear-gradient(135deg, #7dffb0, #22c55e)',
  boxShadow: '0 0 0 2px rgba(34, 197, 94, 0.25), 0 4px 14px rgba(34, 197, 94, 0.35)',
  whiteSpace: 'nowrap',
});
export const note = style({ fontSize: 13, opacity: 0.85, flex: 1, minWidth: 180, '@media': { [phone]: { display: 'none' } } });

export const credit = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: 8,
  padding: '6px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid color-mix(in srgb, ${vars.color.headerText} 25%, transparent)`,
  background: `color-mix(in srgb, ${vars.color.headerText} 8%, transparent)`,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
  '@media': { [phone]: { padding: '4px 8px', gap: 6 } },
});
export const creditLabel = style({ fontSize: 11, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', opacity: 0.8 });
export const creditValue = style({ fontWeight: 800, fontSize: 16, fontVariantNumeric: 'tabular-nums', color: vars.color.gold });

export const register = style({
  marginInlineStart: 'auto',
  padding: '7px 14px',
  borderRadius: vars.radius.pill,
  fontWeight: 800,
  fontSize: 13,
  textDecoration: 'none',
  color: vars.color.primaryText,
  background: vars.gradient.primary,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'none', filter: 'brightness(1.08)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { [phone]: { padding: '5px 10px', fontSize: 12 } },
});

/** "Real money only" on a vendor card a trial account cannot play for free, where "Play now" would be. */
export const realOnly = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 800,
  color: vars.color.textMuted,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { fontSize: 11, padding: '2px 8px', gap: 4 } },
});
