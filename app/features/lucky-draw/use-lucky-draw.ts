import { useActionData, useLoaderData } from '@remix-run/react';
import type { luckyDrawAction, luckyDrawLoader } from './lucky-draw.server';

/** The page's data, read the same way by every part of it. */
export const useLuckyDraw = () => useLoaderData<typeof luckyDrawLoader>();
/** What the draw form said back: the prize won (shown on the result page and announced), or why not. */
export const useDrawOutcome = () => useActionData<typeof luckyDrawAction>();
