import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { getEnv } from '~/lib/env.server';
import { safeUrl } from '~/lib/safe-url';
import { SwrCache } from '~/lib/swr-cache.server';
import { isPlatformError } from '~/platform-client/errors';
import { PublicStateSchema, UnreadCountSchema, type PublicState } from '~/platform-client/schemas/inbox';
import type { SignIn } from '~/request/context';
import type { Viewer } from '~/request/root-data';
import { forgetWithSessionReads } from '~/request/session/session-reads.server';
import { updateViewerProfile } from '~/request/session/viewer-profile.server';
import { readContractFlags } from '~/request/contracts/contract-flags.server';
import { hasPendingContractRequest } from '~/request/contracts/contract-kinds';
import type { MemberBadges } from './pages';

/**
 * The signed-in shell's state: the public state (unread messages, claimable counts, VIP label, nickname,
 * avatar) and, on brands with the agent policy, the contract flags (a contract offer waiting for an
 * answer). Read together and kept a few seconds per session so every page and poll of a burst shares
 * them; the player's own actions forget them (with the session's other reads), so the page that answers
 * a claim already counts it. The key is the session id, so one member's state never reaches another.
 * A platform without the public state (an extension) is never asked for it: the badges it feeds are not
 * shown, and the unread count comes from the contract's own count call where the brand has an inbox.
 */
type ShellState = { state: PublicState | null; unread: number | null; contracts: Record<string, number> | null };
let cache: SwrCache<ShellState> | null = null;
/** Made on first use: how long a value stays fresh is the environment's `SHELL_STATE_FRESH_MS`. */
function shellStateCache(): SwrCache<ShellState> {
  if (!cache) {
    const freshMs = getEnv().SHELL_STATE_FRESH_MS;
    // Within a budget of bytes as well as sessions: it lives in the site's capped heap.
    cache = new SwrCache<ShellState>({ ttlMs: freshMs, maxStaleMs: freshMs, retryAfterMs: 0, maxEntries: 20_000, maxBytes: 4 * 1024 * 1024 });
  }
  return cache;
}
forgetWithSessionReads((key) => cache?.forget(key));

async function cacheKey(context: AppLoadContext): Promise<string | null> {
  if (context.host.kind !== 'brand') return null;
  const session = await context.session();
  return session.id ? `${context.host.brand.id}:${session.id}` : null;
}

async function readShellState(context: AppLoadContext): Promise<ShellState | null> {
  const signIn = await context.signIn();
  const key = await cacheKey(context);
  if (!signIn || signIn.isTrial || !key) return null;
  try {
    const [client, site] = await Promise.all([context.platform(), context.site()]);
    const { memberBadges, inbox } = site.config.platform;
    const countsUnread = !memberBadges && inbox && site.config.features.inbox;
    const fetch = async () => {
      const [state, unread, contracts] = await Promise.all([
        memberBadges ? client.call('publicState', PublicStateSchema) : null,
        countsUnread ? client.call('unreadCount', UnreadCountSchema) : null,
        readContractFlags(context),
      ]);
      return { state, unread, contracts };
    };
    return await shellStateCache().get(key, fetch, { signal: context.budget });
  } catch (error) {
    if (isPlatformError(error)) return null;
    throw error;
  }
}

/** What the member centre shows of the shell's state: the public state where the platform has it, and the unread count. */
export type ShellBadges = { state: PublicState | null; unread: number | null };

/** The player's shell state, or null for a guest, a trial account, or when the platform cannot say (the page goes on without badges). */
export async function readPublicState(context: AppLoadContext): Promise<ShellBadges | null> {
  return readShellState(context);
}

/** After the player's own change (read, delete), the next read asks the platform again. */
export async function forgetPublicState(context: AppLoadContext): Promise<void> {
  const key = await cacheKey(context);
  if (key) cache?.forget(key);
}

/** The member centre's badge counts; all zero (not shown) when the state is unknown or the platform has none. */
export function badgesOf(shell: ShellBadges | null): Omit<MemberBadges, 'awaitingConfirmation'> {
  const state = shell?.state;
  return {
    unreadMessages: state?.unreadMessage ?? shell?.unread ?? 0,
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
  const shellState = await readShellState(context);
  const state = shellState?.state ?? null;
  let profile = signIn.profile;
  // Contract flags are kept in the profile (the agent centre's menu reads them there); only a change is written.
  const contracts = shellState?.contracts;
  const contractsChanged = contracts && JSON.stringify(contracts) !== JSON.stringify(profile.contracts ?? null);
  if (state || contractsChanged) {
    const refreshed = await updateViewerProfile(context, {
      ...(state
        ? {
            nickname: state.nickname?.trim() || profile.nickname,
            vipLabel: state.hasVip ? state.vipLabelName : null,
            rankLevel: state.hasVip ? state.vipRankLevel : profile.rankLevel,
            avatarUrl: safeUrl(state.avatarUrl, { paths: true, field: 'publicState.avatarUrl' }),
          }
        : {}),
      ...(contractsChanged ? { contracts } : {}),
    });
    profile = refreshed ?? profile;
  }
  return {
    nickname: profile.nickname,
    account: profile.account,
    vipLabel: profile.vipLabel,
    rankLevel: profile.rankLevel,
    avatarUrl: profile.avatarUrl ?? null,
    unreadMessages: state?.unreadMessage ?? shellState?.unread ?? 0,
    isAgent: signIn.isAgent,
    isTrial: signIn.isTrial,
    contractRequest: hasPendingContractRequest(profile.contracts),
    availablePromos: state?.availablePromoCount ?? 0,
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
