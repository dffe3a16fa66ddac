import type { StyleRule } from '@vanilla-extract/css';

/**
 * For a block that starts below a phone's first screen: the browser skips its style, layout and paint until it
 * nears the viewport (`content-visibility: auto`), so that work leaves the first load's main-thread tasks
 * (Lighthouse's Total Blocking Time). Until it has been drawn once, `estimate` px stands in for its height (then
 * the browser keeps the drawn one). Its contents are painted within it: the margin keeps shadows and focus rings
 * at its edges.
 */
export function belowFirstScreen(estimate: number): StyleRule {
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${estimate}px`, overflowClipMargin: 16 };
}
