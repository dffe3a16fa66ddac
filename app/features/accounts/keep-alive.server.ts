import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { isPlatformError } from '~/platform-client/errors';
import { loginHref } from '~/lib/login-href';
import { clearSignIn, commitSession, IDLE_MS, touchSession } from '~/request/session/session.server';

/** What a platform says nothing about its idle window is assumed to allow (the usual 30 minutes). */
const ASSUMED_PLATFORM_IDLE_MS = 30 * 60 * 1000;
/** Never more often than this, however short a window a platform states. */
const SHORTEST_TOUCH_MS = 5_000;

/** A page restarts the idle clocks at most once a minute, so most pages write nothing. */
const TOUCH_AFTER_MS = 60_000;

/** Whether a page opened now restarts the idle clocks (the session's and the platform's), last restarted at `lastSeenAt`. */
export const touchDue = (lastSeenAt: number | undefined, everyMs: number) => Date.now() - (lastSeenAt ?? 0) > Math.min(TOUCH_AFTER_MS, everyMs);

/** Sessions whose idle-clock restart one page is rendering now (this instance), and since when. */
const touching = new Map<string, number>();
/** How long one page's claim on a restart stands: past it (a render that wrote nothing), the next page claims it. */
const TOUCH_CLAIM_MS = 10_000;
/** Past this many claims the stale ones go; still past it, all do (a claim only spares renders). */
const MOST_CLAIMS = 10_000;

/**
 * Whether this page is the one to restart session `key`'s idle clock, found due: the first page to find it
 * due claims it for a while and renders whole; the session's other pages meanwhile (a burst of requests, many
 * tabs) do not each render whole and touch the platform again while the first one's write is on its way.
 */
export function claimTouch(key: string, everyMs: number, now = Date.now()): boolean {
  const since = touching.get(key);
  if (since !== undefined && now - since < Math.min(TOUCH_CLAIM_MS, everyMs)) return false;
  if (touching.size >= MOST_CLAIMS) {
    for (const [other, at] of touching) if (now - at >= TOUCH_CLAIM_MS) touching.delete(other);
    if (touching.size >= MOST_CLAIMS) touching.clear();
  }
  touching.set(key, now);
  return true;
}

/**
 * How often a page with an active player touches: half the shorter of the platform's idle window and
 * the site's own, so a touch made at the end of an interval still lands inside both windows.
 */
export function keepAliveEveryMs(platformIdleMs: number | null): number {
  return Math.max(SHORTEST_TOUCH_MS, Math.floor(Math.min(platformIdleMs ?? ASSUMED_PLATFORM_IDLE_MS, IDLE_MS) / 2));
}

/**
 * Restarts the platform session's idle clock: 'ended' when the platform says the session is gone,
 * 'unknown' when it could not answer (the next touch tries again; a gone session shows on the next call).
 */
export async function touchPlatformSession(context: AppLoadContext): Promise<'alive' | 'ended' | 'unknown'> {
  try {
    await (await context.platform()).call('sessionTouch', v.unknown());
    return 'alive';
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return error.kind === 'session' ? 'ended' : 'unknown';
  }
}

/** The player's session ends here too (the login page they are sent to says why: see loginHref). */
async function endSignIn(context: AppLoadContext): Promise<string> {
  const session = await context.session();
  clearSignIn(session);
  return commitSession(session);
}

export type KeepAliveResult = { state: 'alive' } | { state: 'ended'; login: string } | { state: 'signed-out' } | { state: 'unknown' };

const answer = (result: KeepAliveResult, init: ResponseInit = {}) =>
  Response.json(result, { ...init, headers: { 'Cache-Control': 'private, no-store', ...init.headers } });

/**
 * `POST /resources/keep-alive`: a signed-in page whose player is active restarts both idle clocks, the
 * platform's (`/wps/session/touch`) and the site's. A session the platform reports ended is signed out
 * here and the page is told where to log in again (`here`, the page, is where the login comes back to).
 */
export async function keepAliveAction({ request, context }: ActionFunctionArgs) {
  const signIn = await context.signIn();
  if (!signIn) return answer({ state: 'signed-out' });
  const form = await request.formData().catch(() => null);
  const here = String(form?.get('here') ?? '/index').slice(0, 500);
  const outcome = await touchPlatformSession(context);
  if (outcome === 'ended') return answer({ state: 'ended', login: loginHref(here, 'session-ended') }, { headers: { 'Set-Cookie': await endSignIn(context) } });
  await touchSession(await context.session());
  return answer(outcome === 'alive' ? { state: 'alive' } : { state: 'unknown' }, { status: outcome === 'alive' ? 200 : 503 });
}
