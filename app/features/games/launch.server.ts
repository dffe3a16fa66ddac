import { redirect, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { requireRealAccount, signOutIfSessionEnded } from '~/request/guards.server';
import { platformUrlFor } from '~/request/brands/registry.server';
import { isPlatformError } from '~/platform-client/errors';
import { errorMessageKey } from '~/platform-client/error-messages';
import { FbSportsLaunchSchema, GameLaunchUrlSchema, MaintenanceWindowSchema } from '~/platform-client/schemas/games';
import type { Site } from '~/request/site.server';
import { exitHref, findVendor, gamePageFor, gamePageHref, resolveLaunchUrl } from './launch-target';

export type LaunchRequest = { vendor: string; nodeId: number | null; gameId: string | null };

/** Why a launch failed, in the words the page shows. */
export type LaunchFailure =
  | { kind: 'busy' }
  | { kind: 'alreadyOpen' }
  | { kind: 'maintenance'; from: string | null; until: string | null }
  | { kind: 'insufficient' }
  | { kind: 'trial' }
  | { kind: 'other'; messageKey: string };

export type LaunchResult = { ok: true; url: string } | { ok: false; failure: LaunchFailure };

/** Platform codes of a refused launch. `727` is "system busy" (no launch mode), `734` a round still open. */
export function launchFailureOf(error: unknown, zone: string): LaunchFailure {
  if (!isPlatformError(error)) throw error;
  const code = error.details.errorCode ?? '';
  if (code === '727' || code === '#727') return { kind: 'busy' };
  if (code === '734' || code === '#734') return { kind: 'alreadyOpen' };
  if (code === 'insufficient.balance') return { kind: 'insufficient' };
  if (code === 'account.trial') return { kind: 'trial' };
  if (code === 'game.not.found') return { kind: 'other', messageKey: 'games.launch.unavailable' };
  if (code === 'vendor.maintenance') {
    const window = v.safeParse(MaintenanceWindowSchema, error.details.value);
    const at = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd HH:mm');
    return window.success
      ? { kind: 'maintenance', from: at(window.output.content.data.maintainTime), until: at(window.output.content.data.endTime) }
      : { kind: 'maintenance', from: null, until: null };
  }
  if (error.kind === 'session') throw error;
  return { kind: 'other', messageKey: errorMessageKey(error) };
}

/** The platform's URL made playable: a path goes to one of the brand's launch CDNs, picked at random. */
export function playable(site: Site, raw: string): LaunchResult {
  const url = resolveLaunchUrl(raw, site.config.launchGameCDNs, platformUrlFor(site.brand));
  return url ? { ok: true, url } : { ok: false, failure: { kind: 'other', messageKey: 'errors.platform.bad-response' } };
}

/** Asks the platform for the game's URL (real-money account); the token stays on this server. */
export async function launchGame(context: AppLoadContext, game: LaunchRequest): Promise<LaunchResult> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  try {
    const url = await client.call('launchGame', GameLaunchUrlSchema, {
      query: {
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        vassalage: game.vendor,
        nodeId: game.nodeId ?? undefined,
        gameId: game.gameId ?? undefined,
        accountType: 1,
        language: site.language,
      },
    });
    return playable(site, url);
  } catch (error) {
    return { ok: false, failure: launchFailureOf(error, site.brand.timeZone) };
  }
}

/**
 * FB Sports through its own call (decision 008): with the player's token the book takes bets, without
 * one it opens in guest mode. A session the platform no longer knows is thrown (kind 'session').
 */
export async function launchFbSports(context: AppLoadContext, asMember: boolean): Promise<LaunchResult> {
  const [site, client] = await Promise.all([context.site(), asMember ? context.platform() : context.guestPlatform()]);
  try {
    const url = await client.call('fbSportsLaunch', FbSportsLaunchSchema, {
      query: { language: site.language, clientType: 3, platform: 'html5-desktop' },
    });
    return playable(site, url);
  } catch (error) {
    return { ok: false, failure: launchFailureOf(error, site.brand.timeZone) };
  }
}

/**
 * A browser prefetch (a hovered launch link, `Sec-Purpose: prefetch`). It must not launch: the platform
 * retires a game's older launch link, so a prefetch racing the real visit can leave the page with a dead one.
 */
export function isPrefetch(request: Request): boolean {
  return ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) => /prefetch/i.test(request.headers.get(name) ?? ''));
}

/** Launch pages carry one-time URLs: never stored, so a prefetched answer is never shown either. */
export const launchPageHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
};

const QuerySchema = v.object({
  vendor: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/)),
  nodeId: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))),
  gameId: v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,60}$/))),
});

/**
 * The loader of the pages that launch one game (`/game`, `/seamless`), in the spec's order:
 * a link that belongs on another page goes there first (the lottery, FB Sports, the seamless page), then
 * login, the real-account check and the platform's launch on this server.
 */
export async function gameLaunchLoader({ request, context }: LoaderFunctionArgs, page: 'game' | 'seamless') {
  const site = await context.site();
  const url = new URL(request.url);
  const query = v.safeParse(QuerySchema, { vendor: url.searchParams.get('vendor') ?? '', nodeId: url.searchParams.get('nodeId'), gameId: url.searchParams.get('gameId') });
  if (!query.success) throw new Response('Not Found', { status: 404 });
  const { vendor, nodeId, gameId } = query.output;
  const found = findVendor(site.catalogue.categories, vendor);
  const belongs = gamePageFor(found, vendor);
  // Any vendor may play seamlessly when asked to; everything else is sent where it belongs.
  if (belongs !== page && !(page === 'seamless' && belongs === 'game')) throw redirect(gamePageHref(belongs, url.searchParams));
  await requireRealAccount(context, request);
  const shown = { title: found?.vendor.displayName ?? vendor, brandName: site.brand.name, exitHref: exitHref(found) };
  if (isPrefetch(request)) return { ...shown, url: null, failure: null };
  const result = await signOutIfSessionEnded(context, url.pathname + url.search, () => launchGame(context, { vendor, nodeId, gameId }));
  return { ...shown, url: result.ok ? result.url : null, failure: result.ok ? null : result.failure };
}
