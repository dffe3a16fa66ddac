import { useLoaderData } from '@remix-run/react';
import type { pointMallLoader } from './point-mall.server';

export type MallData = ReturnType<typeof useLoaderData<typeof pointMallLoader>>;
export type MallItem = NonNullable<MallData['items']>[number];

/** The mall's loader data, read by each tab. */
export const usePointMall = () => useLoaderData<typeof pointMallLoader>();

/** Why an item cannot be redeemed right now, as a locale key; null when it can. */
export function blockedReason(item: MallItem, points: number | null): string | null {
  if (item.stock <= 0) return 'pointMall.item.outOfStock';
  if (item.limitPerMember !== null && item.redeemedByMe !== null && item.redeemedByMe >= item.limitPerMember) return 'pointMall.item.limitReached';
  if (points !== null && points < item.points) return 'pointMall.item.notEnough';
  return null;
}
