import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.gradient.hero,
  color: '#fff',
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  textAlign: 'center',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: 'radial-gradient(600px 120px at 50% 0%, rgba(255,255,255,.18), transparent 70%)',
    pointerEvents: 'none',
  },
});
export const label = style({ margin: 0, fontSize: 13, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', opacity: 0.9 });
export const amount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: 'clamp(30px, 6vw, 56px)',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: 1,
  backgroundImage: `linear-gradient(90deg, ${vars.color.gold}, #fff6cc 50%, ${vars.color.gold})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});
export const symbol = style({ marginInlineEnd: 6, fontSize: '0.6em', verticalAlign: '0.35em' });
