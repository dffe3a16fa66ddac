import type { AppLoadContext } from '@remix-run/node';
import { favouriteIdsFor } from '~/features/games/lobby/lobby.server';
import { viewerFor } from '~/features/member/public-state.server';
import { safeUrl } from '~/lib/safe-url';
import type { PersonalParts } from '~/request/shared-body.server';
import { claimTouch, keepAliveEveryMs, touchDue } from './keep-alive.server';

/**
 * What a signed-in player's page of a shared route writes in for them, or null when the page must render
 * whole: a guest, a pending password change, a one-time notice to show (its cookie is written back), an idle
 * clock due for its restart (about once a minute: the render restarts it; one page per session, see claimTouch),
 * a staging preview. The player's
 * public state is read at most once per short window per session (see viewerFor).
 */
export async function personalParts(context: AppLoadContext): Promise<PersonalParts | null> {
  if (context.host.kind !== 'brand' || context.host.preview) return null;
  const signIn = await context.signIn();
  if (!signIn || signIn.mustChangePassword) return null;
  const [session, site] = await Promise.all([context.session(), context.site()]);
  const everyMs = keepAliveEveryMs(site.config.sessionIdleMs);
  const lastSeenAt = session.get('lastSeenAt');
  if (session.get('notice')) return null;
  // One page restarts the idle clock (a whole render); the session's pages in flight beside it are spliced.
  if (touchDue(lastSeenAt, everyMs) && claimTouch(`${context.host.brand.id}:${session.id}`, everyMs)) return null;
  const viewer = await viewerFor(context, signIn);
  const { nickname, account, vipLabel, avatarUrl, ...counts } = viewer;
  const avatar = !avatarUrl ? 'none' : safeUrl(avatarUrl) ? 'absolute' : 'path';
  return {
    shape: { ...counts, vipLabel: vipLabel !== null, avatar, keepAliveEveryMs: everyMs },
    text: { nickname, account, vipLabel: vipLabel ?? '', avatarAbsolute: avatarUrl ?? '', avatarPath: avatarUrl ?? '' },
    sinceTouchMs: Math.max(0, Date.now() - (lastSeenAt ?? 0)),
    viewer,
    favourites: () => favouriteIdsFor(context, true),
  };
}
