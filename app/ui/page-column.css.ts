import { createVar, globalStyle } from '@vanilla-extract/css';

/** The side rail's breakpoint: from here it is fixed at the right edge, over whatever is beneath. */
export const SIDE_RAIL_FROM = 1100;

/**
 * The widest the page's content column may be. Where the side rail shows, the column leaves it a gutter
 * (the rail's 82 px from the edge, a gap and the scrollbar, on both sides as the column is centred), so the
 * rail never covers content; from 1400 px the full 1240 px fits beside it. The header is not narrowed: the
 * rail sits at mid-height, below it.
 */
const pageMaxVar = createVar();
globalStyle(':root', {
  vars: { [pageMaxVar]: '1240px' },
  '@media': { [`screen and (min-width: ${SIDE_RAIL_FROM}px)`]: { vars: { [pageMaxVar]: 'min(1240px, 100vw - 160px)' } } },
});
export const pageMax = pageMaxVar;
