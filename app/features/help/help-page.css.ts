import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const wide = '(min-width: 900px)';
/** The operator's section colour, when it gave a valid one. */
export const accentVar = createVar();
const accent = fallbackVar(accentVar, vars.color.primary);

/** Marks the page for the print rules: only the help content goes to paper. */
export const page = style({});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const aside = style({
  minWidth: 0,
  '@media': { [wide]: { position: 'sticky', top: 150 } },
});

/** The side menu on wide screens. */
export const menu = style({
  display: 'none',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [wide]: { display: 'block' } },
});
export const menuHeading = style({
  margin: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  fontSize: 12,
  letterSpacing: 0.8,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 14,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'none' },
    '&[aria-current="location"]': { background: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`, color: vars.color.link },
  },
});
export const menuIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  flex: '0 0 28px',
  borderRadius: vars.radius.sm,
  color: '#fff',
  background: accent,
});

/** The same menu, folded, on phones. */
export const phoneMenu = style({
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [wide]: { display: 'none' } },
});
export const phoneSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `12px ${vars.space.md}`,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const phoneMenuBody = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const chevron = style({ transition: 'transform 150ms ease', flex: '0 0 auto' });
globalStyle(`details[open] > summary ${chevron}`, { transform: 'rotate(180deg)' });

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const searchForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flex: '1 1 320px', minWidth: 0 });
export const searchField = style({ flex: 1, minWidth: 0 });

/** Printing is a desk thing: phones keep the row for the search. */
export const printButton = style({ minHeight: 44, '@media': { 'screen and (max-width: 640px)': { display: 'none' } } });

export const results = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});
export const resultsHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const resultsTitle = style({ margin: 0, fontSize: 16, fontWeight: 800 });
export const resultList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const result = style({
  display: 'grid',
  gap: 4,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid transparent`,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, borderColor: vars.color.border, textDecoration: 'none' } },
});
export const resultSection = style({ fontSize: 12, fontWeight: 700, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: 0.6 });
export const resultTitle = style({ fontWeight: 700, color: vars.color.link });
export const resultSnippet = style({ fontSize: 14, color: vars.color.textMuted, lineHeight: 1.5 });
globalStyle(`${results} mark`, {
  background: `color-mix(in srgb, ${vars.color.accent} 45%, transparent)`,
  color: 'inherit',
  borderRadius: 3,
  padding: '0 2px',
});
export const noResults = style({ margin: 0, color: vars.color.textMuted });

export const section = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingInlineStart: `calc(${vars.space.lg} + 4px)`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  scrollMarginTop: 150,
  selectors: {
    '&::before': { content: '""', position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: 4, background: accent },
    '&:target': { boxShadow: `0 0 0 3px color-mix(in srgb, ${accent} 45%, transparent), ${vars.shadow.md}` },
  },
});
export const sectionHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const sectionIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flex: '0 0 44px',
  borderRadius: vars.radius.md,
  color: '#fff',
  background: `linear-gradient(135deg, ${accent}, color-mix(in srgb, ${accent} 65%, #000))`,
  boxShadow: vars.shadow.sm,
});
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(19px, 2.4vw, 24px)' });

export const articles = style({ display: 'grid', gap: vars.space.sm });
export const article = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  scrollMarginTop: 150,
  selectors: { '&:target, &[open]': { borderColor: `color-mix(in srgb, ${accent} 55%, ${vars.color.border})` } },
});
export const articleSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `12px ${vars.space.md}`,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { color: vars.color.link } },
});
export const articleBody = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const notice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});
export const noticeTitle = style({ margin: 0, fontSize: 18, color: vars.color.text });

// Paper gets the help text only: no site chrome, no menu, no search, every answer unfolded.
globalStyle(`body:has(${page}) > :not(main)`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page} [data-print="hide"]`, { '@media': { print: { display: 'none' } } });
globalStyle(`${layout}`, { '@media': { print: { display: 'block' } } });
globalStyle(`${section}`, { '@media': { print: { boxShadow: 'none', breakInside: 'avoid-page', marginBottom: 16 } } });
