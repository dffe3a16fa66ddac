import type { SerializeFrom } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { pointMallAction, pointMallLoader } from './point-mall.server';

export type MallData = ReturnType<typeof useLoaderData<typeof pointMallLoader>>;
export type MallItem = NonNullable<MallData['items']>[number];

/** What a redeem or convert form says back (`intent` tells them apart): done, or each field's refusal. */
export type MallResult = SerializeFrom<typeof pointMallAction>;

/** The message key of `field`'s refusal in a result, with the message's numbers; null when the field is fine. */
export function fieldRefusal(result: MallResult | null | undefined, field: string) {
  const key = result && !result.ok ? result.errors[field] : undefined;
  return key && result && !result.ok ? { key, params: result.params } : null;
}

/** The mall's loader data, read by each tab. */
export const usePointMall = () => useLoaderData<typeof pointMallLoader>();

/** Why an item cannot be redeemed right now, as a locale key; null when it can. */
export function blockedReason(item: MallItem, points: number | null): string | null {
  if (item.stock <= 0) return 'pointMall.item.outOfStock';
  if (item.limitPerMember !== null && item.redeemedByMe !== null && item.redeemedByMe >= item.limitPerMember) return 'pointMall.item.limitReached';
  if (points !== null && points < item.points) return 'pointMall.item.notEnough';
  return null;
}
