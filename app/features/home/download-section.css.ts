import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1.2fr 1fr',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.gradient.hero,
  color: '#fff',
  boxShadow: vars.shadow.lg,
  scrollMarginTop: 120,
  '@media': { 'screen and (max-width: 760px)': { gridTemplateColumns: '1fr', padding: vars.space.lg } },
});
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 'clamp(22px, 3vw, 32px)' });
export const text = style({ margin: `${vars.space.sm} 0 ${vars.space.lg}`, opacity: 0.9, lineHeight: 1.6 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const store = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  padding: '10px 18px',
  borderRadius: vars.radius.md,
  background: 'rgba(0,0,0,.45)',
  border: '1px solid rgba(255,255,255,.35)',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(0,0,0,.6)', textDecoration: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});
export const storeIcon = style({ display: 'inline-grid', placeItems: 'center' });
export const phone = style({
  justifySelf: 'center',
  width: 180,
  height: 320,
  borderRadius: 32,
  border: '8px solid rgba(255,255,255,.85)',
  background: `linear-gradient(160deg, ${vars.color.primary}, ${vars.color.accent})`,
  boxShadow: '0 30px 60px rgba(0,0,0,.35)',
  display: 'grid',
  placeItems: 'center',
  '@media': { 'screen and (max-width: 760px)': { display: 'none' } },
});
export const phoneLogo = style({ width: 120, height: 'auto', filter: 'drop-shadow(0 4px 10px rgba(0,0,0,.3))' });
