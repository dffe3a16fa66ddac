import type { IconName } from '~/ui/icons';

/**
 * The member centre's pages, in menu order. A new page is a route module `routes/member+/<key>.tsx` and
 * one entry here; `badge` names the count (from the centre's loader) shown beside it when above zero.
 * What the brand must offer for a page is said once, by its route (`handle.gate.needs`): the menu shows
 * the entry where the gate lets the page open. `upline` is the player's own: an upline that takes transfers.
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
  { key: 'rewardCenter', icon: 'gift', badge: 'claimableRewards' },
  { key: 'manualRebate', icon: 'coins' },
  { key: 'referral', icon: 'users' },
  { key: 'missionLeaderboard', icon: 'target', badge: 'claimableMissions' },
  { key: 'messageV2', icon: 'mail', badge: 'unreadMessages' },
  { key: 'playerRank', icon: 'crown' },
  { key: 'feedback', icon: 'chat' },
  { key: 'responsibleGaming', icon: 'shield' },
] as const satisfies readonly { key: string; icon: IconName; badge?: keyof MemberBadges; only?: 'upline' }[];

export type MemberPageKey = (typeof MEMBER_PAGES)[number]['key'];
/** Counts beside menu entries: payouts to confirm (the cashier), and the public state's unread messages and claimables. */
export type MemberBadges = { awaitingConfirmation: number; unreadMessages: number; claimableRewards: number; claimableMissions: number };

/** The page the centre opens on. */
export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

export const memberPagePath = (key: MemberPageKey) => `/member/${key}`;

/** A link into the member centre that brings the player back to `here` when they close it. */
export function memberHref(key: MemberPageKey | null, here: string): string {
  const path = key ? memberPagePath(key) : '/member';
  return here && here !== '/index' && !here.startsWith('/member') ? `${path}?returnTo=${encodeURIComponent(here)}` : path;
}
