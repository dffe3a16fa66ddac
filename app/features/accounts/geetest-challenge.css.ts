import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: 13, fontWeight: 700, color: vars.color.text });
/** The picture at its own size (the slider's scale is the picture's), never wider than the form. */
export const stage = style({ position: 'relative', maxWidth: '100%', justifySelf: 'center' });
export const picture = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm });

const thumb = {
  width: 'var(--piece)',
  height: 'var(--piece)',
  borderRadius: 6,
  border: `2px solid ${vars.color.primary}`,
  background: 'rgba(255, 255, 255, 0.85)',
  boxShadow: '0 2px 6px rgba(0, 0, 0, 0.35)',
  cursor: 'grab',
};

/** The slider lies over the picture and its thumb is the piece: where the thumb stands is the answer. */
export const slider = style({
  position: 'absolute',
  insetInlineStart: 0,
  width: '100%',
  height: 'var(--piece)',
  margin: 0,
  background: 'transparent',
  appearance: 'none',
  WebkitAppearance: 'none',
  direction: 'ltr',
  selectors: {
    '&::-webkit-slider-runnable-track': { height: 'var(--piece)', background: 'transparent' },
    '&::-webkit-slider-thumb': { WebkitAppearance: 'none', appearance: 'none', ...thumb },
    '&::-moz-range-track': { background: 'transparent' },
    '&::-moz-range-thumb': thumb,
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: 6 },
  },
});
export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textMuted });
export const problem = style({ margin: 0, fontSize: 13, color: vars.color.danger, fontWeight: 600 });
