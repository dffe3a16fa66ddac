import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { safeUrl } from '~/lib/safe-url';
import { SwrCache } from '~/lib/swr-cache.server';
import { isPlatformError } from '~/platform-client/errors';
import { PublicStateSchema, type PublicState } from '~/platform-client/schemas/inbox';
import type { SignIn } from '~/request/context';
import type { Viewer } from '~/request/root-data';
import { updateViewerProfile } from '~/request/session/viewer-profile.server';
import { hasPendingContractRequest } from '../agent/contracts/contract-kinds';
import type { MemberBadges } from './pages';

/**
 * The signed-in shell's public state (unread messages, claimable counts, VIP label, nickname, avatar):
 * one platform call, kept a few seconds per session so every page and poll of a burst shares it. The
 * key is the session id, so one member's state never reaches another.
 */
const FRESH_MS = 5_000;
const cache = new SwrCache<PublicState>({ ttlMs: FRESH_MS, maxStaleMs: FRESH_MS, retryAfterMs: 0, maxEntries: 20_000 });

async function cacheKey(context: AppLoadContext): Promise<string | null> {
  if (context.host.kind !== 'brand') return null;
  const session = await context.session();
  return session.id ? `${context.host.brand.id}:${session.id}` : null;
}

/** The player's public state, or null for a guest, a trial account, or when the platform cannot say (the page goes on without badges). */
export async function readPublicState(context: AppLoadContext): Promise<PublicState | null> {
  const signIn = await context.signIn();
  const key = await cacheKey(context);
  if (!signIn || signIn.isTrial || !key) return null;
  try {
    const client = await context.platform();
    return await cache.get(key, () => client.call('publicState', PublicStateSchema), { signal: context.budget });
  } catch (error) {
    if (isPlatformError(error)) return null;
    throw error;
  }
}

/** After the player's own change (read, delete), the next read asks the platform again. */
export async function forgetPublicState(context: AppLoadContext): Promise<void> {
  const key = await cacheKey(context);
  if (key) cache.forget(key);
}

/** The member centre's badge counts; all zero when the state is unknown. */
export function badgesOf(state: PublicState | null): Omit<MemberBadges, 'awaitingConfirmation'> {
  return {
    unreadMessages: state?.unreadMessage ?? 0,
    claimableRewards: state?.claimableRewardCount ?? 0,
    claimableMissions: state?.claimableMissionCount ?? 0,
  };
}

/**
 * The header's player: the session's profile, brought up to date from the public state when it
 * differs (nickname, VIP label, avatar), and the unread count for the header's badge. A brand with
 * the VIP module off shows no VIP label.
 */
export async function viewerFor(context: AppLoadContext, signIn: SignIn): Promise<Viewer> {
  const state = await readPublicState(context);
  let profile = signIn.profile;
  if (state) {
    const refreshed = await updateViewerProfile(context, {
      nickname: state.nickname?.trim() || profile.nickname,
      vipLabel: state.hasVip ? state.vipLabelName : null,
      rankLevel: state.hasVip ? state.vipRankLevel : profile.rankLevel,
      avatarUrl: safeUrl(state.avatarUrl, { paths: true, field: 'publicState.avatarUrl' }),
    });
    profile = refreshed ?? profile;
  }
  return {
    nickname: profile.nickname,
    account: profile.account,
    vipLabel: profile.vipLabel,
    rankLevel: profile.rankLevel,
    avatarUrl: profile.avatarUrl ?? null,
    unreadMessages: state?.unreadMessage ?? 0,
    isAgent: signIn.isAgent,
    isTrial: signIn.isTrial,
    contractRequest: hasPendingContractRequest(profile.contracts),
  };
}

/** What `/resources/public-state` answers: the header's player and the centre's badge counts. */
export type PublicStateResult = { ok: true; viewer: Viewer; badges: Omit<MemberBadges, 'awaitingConfirmation'> } | { ok: false };

/**
 * `/resources/public-state`: polled by signed-in pages (on focus and now and then), so new messages and
 * a changed nickname or VIP label show without a reload. Bound to the session, never cached by anyone.
 */
export async function publicStateLoader({ context }: LoaderFunctionArgs) {
  const answer = (result: PublicStateResult, status = 200) => Response.json(result, { status, headers: { 'Cache-Control': 'private, no-store' } });
  const signIn = await context.signIn();
  if (!signIn) return answer({ ok: false }, 401);
  const viewer = await viewerFor(context, signIn);
  return answer({ ok: true, viewer, badges: badgesOf(await readPublicState(context)) });
}
