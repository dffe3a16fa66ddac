import { useActionData, useLoaderData } from '@remix-run/react';
import type { luckyDrawLoader } from './lucky-draw.server';
import type { DrawOutcome } from './lucky-draw-types';

/** The page's data, read the same way by every part of it. */
export const useLuckyDraw = () => useLoaderData<typeof luckyDrawLoader>();
export const useDrawOutcome = () => useActionData<DrawOutcome>();
