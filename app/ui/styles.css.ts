import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { pageMax } from './page-column.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  fontSize: 14,
  lineHeight: 1,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'transform 120ms ease, filter 120ms ease, background 120ms ease',
  selectors: {
    '&:hover': { filter: 'brightness(1.08)', textDecoration: 'none' },
    '&:active': { transform: 'translateY(1px)' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.gradient.primary, color: vars.color.primaryText, boxShadow: vars.shadow.sm }],
  accent: [buttonBase, { background: vars.color.accent, color: vars.color.accentText }],
  ghost: [buttonBase, { background: 'transparent', color: 'inherit', borderColor: 'currentColor' }],
  /** On a surface: outlined in the surface's border colour. */
  outline: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover': { background: vars.color.surfaceAlt, filter: 'none' } },
    },
  ],
  quiet: [buttonBase, { background: 'transparent', color: 'inherit', padding: `0 ${vars.space.sm}` }],
});

export const container = style({
  width: '100%',
  maxWidth: pageMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
});

/** Text for screen readers only: it names a control whose visible content is an icon or a flag. */
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
