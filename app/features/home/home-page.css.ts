import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { belowFirstScreen } from '~/ui/below-first-screen';
import { pageMax } from '~/ui/page-column.css';

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: pageMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});
export const split = style({
  display: 'grid',
  gridTemplateColumns: '1.6fr 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const section = style({ display: 'grid', gap: vars.space.md });
// The sections after the jackpot and the hot games (the page's own, not in the split): below a phone's first screen.
// A selector, not a class of their own, so the page's script carries no new class name.
globalStyle(`${main} > ${section}`, belowFirstScreen(600));
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: 22, display: 'flex', alignItems: 'center', gap: 8 });
export const sectionLink = style({ fontSize: 14, fontWeight: 700, color: vars.color.link });
export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
globalStyle(`${sectionTitle} svg`, { color: vars.color.accent, flex: 'none' });
