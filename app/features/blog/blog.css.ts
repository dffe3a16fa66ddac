import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The blog's list and article: magazine cards and a readable column, in the brand's colours. */
const wide = 'screen and (min-width: 900px)';

export const stack = style({ display: 'grid', gap: vars.space.lg });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tab = style({
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: 13,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="page"]': { background: vars.gradient.primary, color: vars.color.primaryText, borderColor: 'transparent' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const count = style({ marginInlineStart: 6, opacity: 0.7, fontWeight: 600 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const lead = style({ '@media': { [wide]: { gridColumn: 'span 2' } } });

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textDecoration: 'none',
  transition: 'transform 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { textDecoration: 'none', boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});
export const cover = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1920 / 560', objectFit: 'cover', background: vars.gradient.card });
export const cardBody = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.md });
export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: 12, color: vars.color.textMuted });
export const pill = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.link,
  fontWeight: 800,
  fontSize: 11,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
});
export const cardTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 18, lineHeight: 1.3 });
export const cardTitleLead = style({ '@media': { [wide]: { fontSize: 24 } } });
export const excerpt = style({ margin: 0, fontSize: 14, lineHeight: 1.55, color: vars.color.textMuted });
export const more = style({ fontSize: 13, fontWeight: 800, color: vars.color.link });

export const pager = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' });

export const article = style({ display: 'grid', gap: vars.space.lg, maxWidth: 820, margin: '0 auto', width: '100%' });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: 13 });
export const crumbLink = style({ color: vars.color.link, fontWeight: 700 });
export const heroCover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1920 / 560',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.gradient.card,
});
export const paper = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space.md } },
});
export const articleExcerpt = style({ margin: `0 0 ${vars.space.md}`, fontSize: 17, lineHeight: 1.55, fontWeight: 600, color: vars.color.text });
export const langNote = style({ margin: 0, fontSize: 13, color: vars.color.textMuted, fontStyle: 'italic' });
export const back = style({
  justifySelf: 'start',
  padding: '8px 18px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: 14,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
