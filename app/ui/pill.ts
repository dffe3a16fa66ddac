import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// Style objects for .css.ts files to build on (a .css.ts file may only export class names and values).

/** The pill: a rounded, one-line shape. Chips, tags, social links and pill buttons all start from it. */
export const pillShape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} satisfies StyleRule;

/** An outlined pill on a coloured band (header, footer): the band's own text colour, its border a faint copy of it. */
export function bandPill(textColour: string): StyleRule {
  return { ...pillShape, border: `1px solid color-mix(in srgb, ${textColour} 30%, transparent)`, color: textColour, fontSize: 13 };
}
