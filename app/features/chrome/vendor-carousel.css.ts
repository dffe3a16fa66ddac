import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.footerText} 14%, transparent)`,
});
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
/**
 * The strip's rows, from each min width: logos per view and the gap between them. keen-slider lays the
 * strip out with the same (see vendor-slider); the placeholder and the strip before keen-slider measures
 * lay it out from them with flexbox.
 */
export const STRIP_ROWS = [
  { from: 0, perView: 3.5, spacing: 14 },
  { from: 600, perView: 6, spacing: 20 },
  { from: 1024, perView: 9, spacing: 30 },
] as const;
type StripRow = (typeof STRIP_ROWS)[number];
const basis = ({ perView, spacing }: StripRow) => `0 0 calc((100% - ${perView - 1} * ${spacing}px) / ${perView})`;
/** `rule` for the narrowest row, then one media query per wider row. */
const perRow = (rule: (row: StripRow) => StyleRule) => {
  const [first, ...wider] = STRIP_ROWS;
  return { ...rule(first), '@media': Object.fromEntries(wider.map((row) => [`(min-width: ${row.from}px)`, rule(row)])) };
};

/** Until the vendors and the strip's code arrive: a row of empty tiles as the strip will lay its logos out. */
export const placeholder = style({ display: 'flex', overflow: 'hidden', ...perRow((row) => ({ gap: row.spacing })) });
/** A logo's place, empty: also what a logo shows until its image arrives. */
const tileBackground = `color-mix(in srgb, ${vars.color.footerText} 8%, transparent)`;
export const placeholderTile = style({
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.md,
  background: tileBackground,
  ...perRow((row) => ({ flex: basis(row) })),
});
/** Before keen-slider measures (no JavaScript yet), the same rows from plain flexbox. */
export const track = style(perRow((row) => ({ selectors: { '&:not([data-ready])': { gap: row.spacing } } })));
export const slide = style(perRow((row) => ({ selectors: { [`${track}:not([data-ready]) &`]: { flex: basis(row) } } })));
export const logoLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  filter: 'saturate(0.85)',
  opacity: 0.9,
  transition: 'filter 160ms ease, opacity 160ms ease, transform 160ms ease',
  selectors: { '&:hover, &:focus-visible': { filter: 'none', opacity: 1, transform: 'translateY(-2px)' } },
});
export const logo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  borderRadius: vars.radius.md,
  userSelect: 'none',
  background: tileBackground,
});
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
