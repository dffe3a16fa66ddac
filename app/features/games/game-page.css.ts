import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const main = style({ display: 'grid', alignContent: 'start', minHeight: '70vh', background: '#000' });
/** The game takes the viewport below the header (`--fill-top`, measured by useFillViewport; 120px until then). */
export const frame = style({ width: '100%', height: 'calc(100dvh - var(--fill-top, 120px))', minHeight: 480, border: 0, display: 'block', background: '#000' });
export const failure = style({
  alignSelf: 'center',
  justifySelf: 'center',
  maxWidth: 520,
  margin: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
});
export const failureTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 22 });
export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.lg });
