import { redirect, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import * as v from 'valibot';
import { realAccountNeeded, requireSignIn, signOutIfSessionEnded } from '~/request/guards.server';
import { FbSportsLaunchSchema, GameLaunchUrlSchema } from '~/platform-client/schemas/games';
import { launchFreeGame, type FreePlayState } from './free-play.server';
import { exitHref, findVendor, gamePageFor, gamePageHref } from './launch-target';
import { launchFailureOf, playable, type LaunchRequest, type LaunchResult } from './launch-outcome.server';

export { launchFailureOf, playable, type LaunchFailure, type LaunchRequest, type LaunchResult } from './launch-outcome.server';

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
        roomId: game.roomId ?? undefined,
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
  roomId: v.nullable(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

/**
 * The loader of the pages that launch one game (`/game`, `/seamless`), in the spec's order:
 * a link that belongs on another page goes there first (the lottery, FB Sports, the seamless page), then
 * login, and the platform's launch on this server: the real one, or for a trial account the free-play
 * launch (decision 016), which answers vendors without free play with the real-account warning.
 */
export async function gameLaunchLoader({ request, context }: LoaderFunctionArgs, page: 'game' | 'seamless') {
  const site = await context.site();
  const url = new URL(request.url);
  const query = v.safeParse(QuerySchema, {
    vendor: url.searchParams.get('vendor') ?? '',
    nodeId: url.searchParams.get('nodeId'),
    gameId: url.searchParams.get('gameId'),
    roomId: url.searchParams.get('roomId'),
  });
  if (!query.success) throw notFound();
  const { vendor, nodeId, gameId, roomId } = query.output;
  const found = findVendor(site.catalogue.categories, vendor);
  const belongs = gamePageFor(found, vendor);
  // Any vendor may play seamlessly when asked to; everything else is sent where it belongs.
  if (belongs !== page && !(page === 'seamless' && belongs === 'game')) throw redirect(gamePageHref(belongs, url.searchParams));
  const signIn = await requireSignIn(context, request);
  const shown = { title: found?.vendor.displayName ?? vendor, brandName: site.brand.name, exitHref: exitHref(found) };
  // Live tables and sportsbooks take real stakes only: a trial account gets the real-account warning.
  if (signIn.isTrial && found && !found.vendor.supportsTrial) throw realAccountNeeded();
  const none = { url: null, failure: null, freePlay: null as FreePlayState | null };
  if (isPrefetch(request)) return { ...shown, ...none };
  const game = { vendor, nodeId, gameId, roomId };
  const result = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    signIn.isTrial ? launchFreeGame(context, game) : launchGame(context, game).then((r) => ({ ...r, freePlay: null })),
  );
  return { ...shown, url: result.ok ? result.url : null, failure: result.ok ? null : result.failure, freePlay: result.ok ? result.freePlay : null };
}
