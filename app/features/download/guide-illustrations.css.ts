import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: 150,
  height: 'auto',
  margin: '0 auto',
  filter: 'drop-shadow(0 10px 18px rgba(0,0,0,.18))',
});
export const device = style({ fill: '#0f172a' });
export const deviceEdge = style({ fill: 'none', stroke: 'rgba(255,255,255,.18)', strokeWidth: 1 });
export const screen = style({ fill: vars.color.bgElevated });
export const notch = style({ fill: '#0f172a' });
export const bar = style({ fill: vars.color.textMuted, opacity: 0.35 });
export const strong = style({ fill: vars.color.text, opacity: 0.8 });
export const row = style({ fill: vars.color.surfaceAlt });
export const rowHi = style({ fill: `color-mix(in srgb, ${vars.color.primary} 18%, ${vars.color.bgElevated})`, stroke: vars.color.primary, strokeWidth: 1.4 });
export const panel = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const scrim = style({ fill: 'rgba(0,0,0,.35)' });
export const primary = style({ fill: vars.color.primary });
export const primaryStroke = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const muted = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const onPrimary = style({ fill: vars.color.primaryText });
export const wallTop = style({ stopColor: vars.color.primary });
export const wallBottom = style({ stopColor: vars.color.accent });
export const appTile = style({ fill: 'rgba(255,255,255,.55)' });
export const label = style({ fill: '#fff', opacity: 0.9 });

const pulse = keyframes({ '0%': { opacity: 0.9, transform: 'scale(.85)' }, '70%': { opacity: 0, transform: 'scale(1.35)' }, '100%': { opacity: 0 } });
export const tap = style({ fill: `color-mix(in srgb, ${vars.color.accent} 35%, transparent)`, stroke: vars.color.accent, strokeWidth: 2 });
export const tapPulse = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${pulse} 1.8s ease-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 } },
});
