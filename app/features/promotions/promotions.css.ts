import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { belowFirstScreen } from '~/ui/below-first-screen';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `2px 2px ${vars.space.sm}`,
  margin: `0 0 ${vars.space.md}`,
  listStyle: 'none',
  scrollbarWidth: 'thin',
});
export const tabCount = style({ marginInlineStart: 6, opacity: 0.75, fontVariantNumeric: 'tabular-nums' });

export const intro = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  margin: `0 0 ${vars.space.md}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const glow = keyframes({
  '0%': { boxShadow: `0 0 0 0 color-mix(in srgb, ${vars.color.gold} 70%, transparent)` },
  '70%': { boxShadow: `0 0 0 14px color-mix(in srgb, ${vars.color.gold} 0%, transparent)` },
  '100%': { boxShadow: vars.shadow.md },
});

/** A promotion card; the one a `/promotions#<id>` link names is ringed in gold (CSS :target, so no script is needed). */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  scrollMarginTop: 120,
  transition: 'transform 160ms ease, box-shadow 160ms ease',
  selectors: {
    '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.lg },
    '&:target, &[data-highlight="true"]': { outline: `3px solid ${vars.color.gold}`, outlineOffset: 2, animation: `${glow} 1.6s ease-out 2` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:target, &[data-highlight="true"]': { animation: 'none' } } } },
});

// The cards after the first three (whose images load at once): below a phone's first screen. A selector, not a
// class of their own, so the page's script carries no new class name.
globalStyle(`${grid} > ${card}:nth-child(n + 4)`, belowFirstScreen(420));

// The operator's art is a wide banner with its own lettering: shown whole, never cropped.
export const media = style({ position: 'relative', aspectRatio: '1920 / 560', background: vars.gradient.hero, overflow: 'hidden' });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const eyebrow = style({
  margin: 0,
  color: vars.color.link,
  fontSize: 11,
  fontWeight: 800,
  letterSpacing: 0.8,
  textTransform: 'uppercase',
});
/** An ended promotion's art fades, so what can still be taken stands out. */
globalStyle(`${card}[data-status="CLOSE"] img`, { filter: 'grayscale(0.85)', opacity: 0.75 });
export const badgeSpot = style({ position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm });

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 800,
  letterSpacing: 0.3,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.sm,
  selectors: { '&::before': { content: '""', width: 7, height: 7, borderRadius: '50%', background: 'currentColor', opacity: 0.85 } },
});
/** Status badges: ready for an action (the brand's gradient), under way, done, refused, over or not yet. */
export const tone = styleVariants({
  action: [badge, { background: vars.gradient.primary, color: vars.color.primaryText }],
  progress: [badge, { background: `color-mix(in srgb, ${vars.color.warning} 88%, #000 0%)`, color: '#1b1400' }],
  done: [badge, { background: vars.color.success, color: vars.color.textInverse }],
  bad: [badge, { background: vars.color.danger, color: vars.color.textInverse }],
  over: [badge, { background: 'rgba(20,20,28,0.78)', color: '#e9e9f0' }],
  soon: [badge, { background: vars.color.info, color: vars.color.textInverse }],
});

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  alignContent: 'start',
  gridTemplateRows: 'auto auto auto auto 1fr auto',
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 18, lineHeight: 1.25 });
globalStyle(`${title} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${title} a:hover`, { textDecoration: 'underline' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `4px ${vars.space.md}`, margin: 0, color: vars.color.textMuted, fontSize: 13 });
export const reward = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: 13,
  color: vars.color.textMuted,
});
export const rewardAmount = style({ fontSize: 20, fontWeight: 800, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const detailsLink = style({ fontSize: 14, fontWeight: 700, color: vars.color.link });
export const inlineForm = style({ margin: 0 });
export const note = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const cardNotice = style({ margin: 0, fontSize: 13, fontWeight: 600 });

export const progressRow = style({ display: 'grid', gap: 4, fontSize: 12, color: vars.color.textMuted });

// The detail page: terms beside a sticky panel on wide screens, one column on phones.
export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(320px, 1fr)', alignItems: 'start' } },
});
export const hero = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  aspectRatio: '1920 / 560',
  background: vars.gradient.hero,
});
export const terms = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
globalStyle(`${terms} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${terms} a`, { color: vars.color.link });
export const termsTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: 16, fontWeight: 800 });
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: 96 } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `6px ${vars.space.md}`, margin: 0, fontSize: 14 });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, textAlign: 'end' });
export const rules = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6, fontSize: 14 });
export const rule = styleVariants({
  met: { display: 'flex', gap: 8, alignItems: 'baseline', color: vars.color.text },
  unmet: { display: 'flex', gap: 8, alignItems: 'baseline', color: vars.color.danger },
  unknown: { display: 'flex', gap: 8, alignItems: 'baseline', color: vars.color.textMuted },
});
export const back = style({ display: 'inline-flex', gap: 6, marginBottom: vars.space.md, fontWeight: 600, color: vars.color.link });

// The application form.
export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const counter = style({ justifySelf: 'end', fontSize: 12, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style({ justifySelf: 'end', fontSize: 12, color: vars.color.danger, fontWeight: 700 });
export const drop = style({
  display: 'grid',
  gap: 4,
  justifyItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  fontSize: 13,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:focus-within': { borderColor: vars.color.primary }, '&:hover': { borderColor: vars.color.primary } },
});
export const fileInput = style({ maxWidth: '100%', fontSize: 13, color: vars.color.text });
export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const preview = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});
export const previewImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const previewRemove = style({
  position: 'absolute',
  top: 4,
  insetInlineEnd: 4,
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: 'none',
  background: 'rgba(0,0,0,0.65)',
  color: '#fff',
  fontSize: 16,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
