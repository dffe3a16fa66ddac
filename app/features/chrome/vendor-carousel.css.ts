import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md, paddingBottom: vars.space.lg, borderBottom: `1px solid color-mix(in srgb, ${vars.color.footerText} 14%, transparent)` });
// As tall as the arrows, which come with the strip: the title does not move when they do.
export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minHeight: 32 });
export const title = style({ margin: 0, fontSize: 13, fontWeight: 800, letterSpacing: 1.2, textTransform: 'uppercase', color: vars.color.footerText });
export const controls = style({ display: 'flex', gap: vars.space.xs });
export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `1px solid color-mix(in srgb, ${vars.color.footerText} 30%, transparent)`,
  background: 'transparent',
  color: vars.color.footerText,
  cursor: 'pointer',
  transition: 'background 120ms ease, color 120ms ease',
  selectors: { '&:hover': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent } },
});
/** Until the vendors and the strip's code arrive: a row of empty tiles as the strip will lay its logos out. */
export const placeholder = style({
  display: 'flex',
  gap: 14,
  overflow: 'hidden',
  '@media': { '(min-width: 600px)': { gap: 20 }, '(min-width: 1024px)': { gap: 30 } },
});
/** A logo's place, empty: also what a logo shows until its image arrives. */
const tileBackground = `color-mix(in srgb, ${vars.color.footerText} 8%, transparent)`;
export const placeholderTile = style({
  flex: '0 0 calc((100% - 2.5 * 14px) / 3.5)',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.md,
  background: tileBackground,
  '@media': {
    '(min-width: 600px)': { flex: '0 0 calc((100% - 5 * 20px) / 6)' },
    '(min-width: 1024px)': { flex: '0 0 calc((100% - 8 * 30px) / 9)' },
  },
});
/** Before keen-slider measures (no JavaScript yet), the same 9-up row from plain flexbox. */
export const track = style({
  selectors: { '&:not([data-ready])': { gap: 14 } },
});
export const slide = style({
  selectors: {
    [`${track}:not([data-ready]) &`]: { flex: '0 0 calc((100% - 2.5 * 14px) / 3.5)' },
  },
  '@media': {
    '(min-width: 600px)': { selectors: { [`${track}:not([data-ready]) &`]: { flex: '0 0 calc((100% - 5 * 20px) / 6)' } } },
    '(min-width: 1024px)': { selectors: { [`${track}:not([data-ready]) &`]: { flex: '0 0 calc((100% - 8 * 30px) / 9)' } } },
  },
});
export const logoLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  filter: 'saturate(0.85)',
  opacity: 0.9,
  transition: 'filter 160ms ease, opacity 160ms ease, transform 160ms ease',
  selectors: { '&:hover, &:focus-visible': { filter: 'none', opacity: 1, transform: 'translateY(-2px)' } },
});
export const logo = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', borderRadius: vars.radius.md, userSelect: 'none', background: tileBackground });
export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.md,
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: 12,
  textAlign: 'center',
});
