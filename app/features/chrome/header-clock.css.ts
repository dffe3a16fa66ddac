import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const clock = style({
  display: 'inline-block',
  minWidth: '19ch',
  fontFamily: vars.font.mono,
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.headerText,
  opacity: 0.8,
  '@media': { '(max-width: 1280px)': { display: 'none' } },
});
