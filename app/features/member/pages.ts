import type { IconName } from '~/ui/icons';

/**
 * The member centre's pages, in menu order. A new page is a route module `member.<key>.tsx` and one
 * entry here; `badge` names the count (from the centre's loader) shown beside it when above zero.
 */
export const MEMBER_PAGES = [
  { key: 'securityCenter', icon: 'user' },
  { key: 'depositv2', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw', badge: 'awaitingConfirmation' },
  { key: 'transferFund', icon: 'wallet' },
  { key: 'transferUpline', icon: 'upline', only: 'upline' },
  { key: 'personalHistoryCopy', icon: 'dice' },
  { key: 'transactionHistory', icon: 'receipt' },
  { key: 'personalProfit', icon: 'chart' },
  { key: 'bonusDetails', icon: 'gift' },
] as const satisfies readonly { key: string; icon: IconName; badge?: string; only?: 'upline' }[];

export type MemberPageKey = (typeof MEMBER_PAGES)[number]['key'];
export type MemberBadges = { awaitingConfirmation: number };

/** The page the centre opens on. */
export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

export const memberPagePath = (key: MemberPageKey) => `/member/${key}`;

/** A link into the member centre that brings the player back to `here` when they close it. */
export function memberHref(key: MemberPageKey | null, here: string): string {
  const path = key ? memberPagePath(key) : '/member';
  return here && here !== '/index' && !here.startsWith('/member') ? `${path}?returnTo=${encodeURIComponent(here)}` : path;
}
