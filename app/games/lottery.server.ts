import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import { isPlatformError } from '~/platform/errors';
import { GameLaunchUrlSchema, LotteryMenusSchema, OpenedNumerosSchema } from '~/platform/schemas/games';
import { platformForSite } from '~/platform/site-client.server';
import type { Site } from '~/site/site.server';
import { SwrCache } from '~/utils/swr-cache.server';
import type { LaunchResult } from './launch.server';
import { launchFailureOf, playable } from './launch.server';

export type LotteryGroup = { code: string; name: string; games: { code: string; name: string; vendor: string; drawTime: string | null }[] };
export type DrawResult = { gameCode: string; gameName: string; numero: string; openTime: string; numbers: string[] };

/**
 * The prize mode the lottery calls use: electronic lottery when the brand has a TCG_LOTTO_VN or LOTT
 * vendor (site-spec §4), else the brand's own lottery type.
 */
export function prizeModeFor(site: Site): string {
  const vendors = site.catalogue.lotteryVendors;
  if (vendors.includes('TCG_LOTTO_VN') || vendors.includes('LOTT')) return 'ELOTT';
  return site.brand.prizeModes[site.brand.lotteryType as keyof typeof site.brand.prizeModes] ?? site.brand.lotteryType;
}

/** Menus and draws are the same for every visitor of a brand and language: shared for a few seconds. */
const PUBLIC_TTL_MS = 10_000;
const menusCache = new SwrCache<LotteryGroup[]>({ ttlMs: PUBLIC_TTL_MS, maxStaleMs: 5 * 60_000 });
const drawsCache = new SwrCache<DrawResult[]>({ ttlMs: PUBLIC_TTL_MS, maxStaleMs: 60_000 });

export function lotteryMenus(site: Site, context: AppLoadContext): Promise<LotteryGroup[]> {
  return menusCache.get(`${site.brand.id}:${site.language}`, () => fetchLotteryMenus(site, context));
}

async function fetchLotteryMenus(site: Site, context: AppLoadContext): Promise<LotteryGroup[]> {
  const menus = await platformForSite(site, context).call('lotteryMenus', LotteryMenusSchema, { query: { prizeMode: prizeModeFor(site), device: 'WEB', language: site.language } });
  return Object.values(menus).map((g) => ({
    code: g.gameGroupCode,
    name: g.gameGroupName,
    games: g.gameMenus.map((m) => ({ code: m.gameCode, name: m.gameName, vendor: m.vendor, drawTime: m.drawTime ?? null })),
  }));
}

/** The latest draws (VN numero: 100 by default), times in the brand's zone. */
export function latestDraws(site: Site, context: AppLoadContext, count = 100): Promise<DrawResult[]> {
  return drawsCache.get(`${site.brand.id}:${site.language}:${count}`, () => fetchLatestDraws(site, context, count));
}

async function fetchLatestDraws(site: Site, context: AppLoadContext, count: number): Promise<DrawResult[]> {
  const { list } = await platformForSite(site, context).call('openedNumeros', OpenedNumerosSchema, { query: { count, language: site.language } });
  return list.map((d) => ({
    gameCode: d.gameCode,
    gameName: d.gameName,
    numero: String(d.numero),
    openTime: DateTime.fromMillis(d.openTime, { zone: site.brand.timeZone }).toFormat('yyyy-MM-dd HH:mm'),
    numbers: d.winningNumbers,
  }));
}

/** The lottery lobby (or one game's betting view) from the platform: launchMode LOTT (platform-api.md §3.10). */
export async function launchLottery(site: Site, context: AppLoadContext, token: string, game: { vendor: string; gameCode: string | null; backUrl: string }): Promise<LaunchResult> {
  try {
    const url = await platformForSite(site, context, token).call('launchGame', GameLaunchUrlSchema, {
      query: {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        vassalage: game.vendor,
        lottoPrizeMode: prizeModeFor(site),
        lottoGameCode: game.gameCode ?? undefined,
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
