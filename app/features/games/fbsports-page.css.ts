import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

const phone = '(max-width: 640px)';

export const main = style({ display: 'flex', flexDirection: 'column', background: vars.color.bg });
export const mainFailed = style({ display: 'grid', placeItems: 'center', minHeight: '70vh', background: vars.gradient.hero });

/**
 * The book fills the width and the viewport below whatever sits above it (`--fill-top`, measured by
 * useFillViewport); 150px stands in for the header until the browser has measured.
 */
export const frame = style({
  display: 'block',
  width: '100%',
  height: 'calc(100dvh - var(--fill-top, 150px))',
  minHeight: 420,
  border: 0,
  background: '#0b1220',
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `10px max(${vars.space.md}, calc((100% - 1240px) / 2))`,
  background: `linear-gradient(90deg, color-mix(in srgb, ${vars.color.primary} 16%, ${vars.color.surface}) 0%, ${vars.color.surface} 70%)`,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { flexWrap: 'wrap', gap: vars.space.sm, padding: `10px ${vars.space.md}` } },
});
export const bannerIcon = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: vars.gradient.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.sm,
  '@media': { [phone]: { width: 34, height: 34 } },
});
export const bannerText = style({ flex: 1, minWidth: 0, '@media': { [phone]: { flexBasis: 'calc(100% - 50px)' } } });
export const bannerTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 16, fontWeight: 800, lineHeight: 1.25 });
export const bannerLead = style({ margin: '2px 0 0', fontSize: 13, color: vars.color.textMuted, lineHeight: 1.35 });
export const bannerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
  '@media': { [phone]: { width: '100%' } },
});
globalStyle(`${bannerActions} > *`, { '@media': { [phone]: { flex: 1 } } });
