import { redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { realAccountNeeded, requireSignIn, signOutIfSessionEnded } from '~/request/guards.server';
import { LOTTERY_VENDORS } from '~/request/remote-config/categories';
import { DateTime } from 'luxon';
import { isPlatformError } from '~/platform-client/errors';
import { GameLaunchUrlSchema, LotteryMenusSchema, LotteryRecentSchema, OpenedNumerosSchema } from '~/platform-client/schemas/games';
import type { PlatformClient } from '~/platform-client/client.server';
import type { Site } from '~/request/site.server';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { launchFreeLottery, type FreePlayLaunch } from './free-play.server';
import { findVendor } from './launch-target';
import { launchFailureOf, playable, type LaunchResult } from './launch-outcome.server';
import { sessionRead } from '~/request/session/session-reads.server';

export type LotteryGroup = { code: string; name: string; games: { code: string; name: string; vendor: string; drawTime: string | null }[] };
export type DrawResult = { gameCode: string; gameName: string; numero: string; openTime: string; numbers: string[] };

/**
 * The prize mode the lottery calls use: electronic lottery when the brand has a TCG_LOTTO_VN or LOTT
 * vendor, else the brand's own lottery type.
 */
export function prizeModeFor(site: Site): string {
  const vendors = site.catalogue.lotteryVendors;
  if (vendors.includes('TCG_LOTTO_VN') || vendors.includes('LOTT')) return 'ELOTT';
  return site.brand.prizeModes[site.brand.lotteryType as keyof typeof site.brand.prizeModes] ?? site.brand.lotteryType;
}

/** Menus and draws are the same for every visitor of a brand and language: shared, fresh for a few seconds, kept through outages. */
const cacheOptions = (what: string) => ({
  ttlMs: contentTtl(10_000),
  maxStaleMs: 24 * 60 * 60_000,
  retryAfterMs: 0,
  onRefreshError: (key: string, error: unknown) =>
    console.error(`[lottery] ${what} ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`),
});
const menusCache = new SwrCache<LotteryGroup[]>(cacheOptions('menus'));
const drawsCache = new SwrCache<DrawResult[]>(cacheOptions('draws'));

export async function lotteryMenus(context: AppLoadContext): Promise<LotteryGroup[]> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  return context.withinBudget(
    menusCache.get(`${site.brand.id}:${site.language}`, () => fetchLotteryMenus(site, client), { signal: context.budget }),
    'lottery menus',
  );
}

async function fetchLotteryMenus(site: Site, client: PlatformClient): Promise<LotteryGroup[]> {
  const menus = await client.call('lotteryMenus', LotteryMenusSchema, { query: { prizeMode: prizeModeFor(site), device: 'WEB', language: site.language } });
  return Object.values(menus).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName,
    games: g.gameMenus.map((m) => ({ code: m.gameCode, name: m.gameName, vendor: m.vendor, drawTime: m.drawTime ?? null })),
  }));
}

/** How many recent games the side menu lists. */
const RECENT_SHOWN = 6;

/** Kept per session for a short while: the lobby's own call is the game's launch, the side menu can lag a little. */
const recentKept = sessionRead<LotteryGroup['games']>(15_000);

/** The player's recently launched lottery games, newest first (per player, never shared). */
async function recentLotteryGames(context: AppLoadContext): Promise<LotteryGroup['games']> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  return recentKept(context, async () => {
    const { gameMenus } = await client.call('lotteryRecent', LotteryRecentSchema, {
      query: { prizeMode: prizeModeFor(site), device: 'WEB', language: site.language },
    });
    return gameMenus.slice(0, RECENT_SHOWN).map((m) => ({ code: m.gameCode, name: m.gameName, vendor: m.vendor, drawTime: m.drawTime ?? null }));
  });
}

/** The latest draws (VN numero: 100 by default), times in the brand's zone. */
export async function latestDraws(context: AppLoadContext, count = 100): Promise<DrawResult[]> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  return context.withinBudget(
    drawsCache.get(`${site.brand.id}:${site.language}:${count}`, () => fetchLatestDraws(site, client, count), { signal: context.budget }),
    'lottery draws',
  );
}

async function fetchLatestDraws(site: Site, client: PlatformClient, count: number): Promise<DrawResult[]> {
  const { list } = await client.call('openedNumeros', OpenedNumerosSchema, { query: { count, language: site.language } });
  return list.map((d) => ({
    gameCode: d.gameCode,
    gameName: d.gameName,
    numero: String(d.numero),
    openTime: DateTime.fromMillis(d.openTime, { zone: site.brand.timeZone }).toFormat('yyyy-MM-dd HH:mm'),
    numbers: d.winningNumbers,
  }));
}

/** The lottery lobby (or one game's betting view) from the platform: launchMode LOTT. */
type LotteryLaunch = { vendor: string; gameCode: string | null; playType: string | null; backUrl: string };

export async function launchLottery(context: AppLoadContext, game: LotteryLaunch): Promise<LaunchResult> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  try {
    const url = await client.call('launchGame', GameLaunchUrlSchema, {
      query: {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        vassalage: game.vendor,
        lottoPrizeMode: prizeModeFor(site),
        lottoGameCode: game.gameCode ?? undefined,
        lottoPlayType: (game.gameCode && game.playType) || undefined,
        lottoView: game.gameCode ? 'betting' : 'lobby',
        device: 'WEB',
        backUrl: game.backUrl,
        language: site.language,
        accountType: 1,
      },
    });
    return playable(site, url);
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'session') throw error;
    return { ok: false, failure: launchFailureOf(error, site.brand.timeZone) };
  }
}

/** The real lottery launch for real accounts; free play for a trial account where the vendor offers it. */
async function launchFor(context: AppLoadContext, trial: boolean, game: LotteryLaunch): Promise<FreePlayLaunch> {
  if (!trial) return { ...(await launchLottery(context, game)), freePlay: null };
  const site = await context.site();
  if (findVendor(site.catalogue.categories, game.vendor)?.vendor.supportsTrial === false) throw realAccountNeeded();
  return launchFreeLottery(context, { ...game, prizeMode: prizeModeFor(site) });
}

const LotteryQuerySchema = v.object({
  vendor: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
  gameCode: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
  playType: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
});

/**
 * `/lottery?vendor=&gameCode=&playType=`: the lottery lobby or one game's betting view. A trial account
 * plays it for free where the lottery vendor offers trial play, else gets the real-account warning (decision 016).
 */
export async function lotteryLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = v.safeParse(LotteryQuerySchema, {
    vendor: url.searchParams.get('vendor'),
    gameCode: url.searchParams.get('gameCode'),
    playType: url.searchParams.get('playType'),
  });
  if (!parsed.success) throw redirect('/lottery');
  const [site, signIn] = await Promise.all([context.site(), requireSignIn(context, request)]);
  const { gameCode } = parsed.output;
  const offered = site.catalogue.lotteryVendors;
  const asked = parsed.output.vendor;
  const vendor = asked && (LOTTERY_VENDORS as readonly string[]).includes(asked) && offered.includes(asked) ? asked : (offered[0] ?? 'LOTT');
  const t = await getFixedT(site.language);
  const [groups, launch, recent] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([
      lotteryMenus(context).catch((error: unknown) => {
        if (isPlatformError(error) && error.kind !== 'session') return [] as LotteryGroup[];
        throw error;
      }),
      launchFor(context, signIn.isTrial, { vendor, gameCode, playType: parsed.output.playType, backUrl: url.toString() }),
      // Recent games are a convenience: when they cannot load the side menu simply goes without them.
      recentLotteryGames(context).catch((error: unknown) => {
        if (isPlatformError(error) && error.kind !== 'session') return [] as LotteryGroup['games'];
        throw error;
      }),
    ]),
  );
  return {
    title: t('routes.lottery'),
    brandName: site.brand.name,
    brandId: site.brand.id,
    account: signIn.profile.account,
    groups,
    recent,
    selected: gameCode,
    vendor,
    url: launch.ok ? launch.url : null,
    failure: launch.ok ? null : launch.failure,
    freePlay: launch.ok ? launch.freePlay : null,
  };
}

/** VN numero: the latest hundred draws. */
const RESULTS_SHOWN = 100;

/** `/vnlottery`: the Vietnam lottery's games by region and the latest results; playing goes through /lottery. */
export async function vnLotteryLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  // Each part that cannot load in time says so; the other still shows.
  const orNull = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      if (!isPlatformError(error) || error.kind === 'session') throw error;
      context.contentMissing('lottery', 'main');
      return null;
    });
  const [groups, draws, t] = await Promise.all([orNull(lotteryMenus(context)), orNull(latestDraws(context, RESULTS_SHOWN)), getFixedT(site.language)]);
  return { title: t('routes.vnlottery'), brandName: site.brand.name, groups, draws };
}
