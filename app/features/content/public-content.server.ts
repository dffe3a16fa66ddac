import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import { isPlatformError } from '~/platform-client/errors';
import { AnnouncementsSchema, JackpotSchema, WinnerBoardSchema, type Banner, type Notice } from '~/platform-client/schemas/content';
import { HotGamesSchema, PopularGamesSchema, type Game } from '~/platform-client/schemas/games';
import type { PlatformClient } from '~/platform-client/client.server';
import type { Site } from '~/request/site.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { sanitizeOperatorHtml } from '../../lib/sanitize-html.server';
import type { BannerView, GameTile, JackpotView, NoticeView, PopupView, WinnerView } from './views';

/** Public content is the same for every guest of a brand and language: shared for a few seconds. */
const CONTENT_TTL_MS = 10_000;
const WINNERS_SHOWN = 20;
const POPULAR_COUNT = 20;

export type PublicContent = {
  banners: Record<string, BannerView[]>;
  notices: NoticeView[];
  guestPopups: PopupView[];
  winners: WinnerView[];
  jackpot: JackpotView | null;
  popular: GameTile[];
  hot: GameTile[];
};

const SAFE_ROUTE = /^\/[\w\-/.?=&#%]*$/;

/** A banner is a link only when its target is one we trust: a path of this site or an http(s) URL. */
export function bannerView(banner: Banner, index: number): BannerView {
  const target = banner.linkageTarget?.trim() ?? '';
  let href: string | null = null;
  let external = false;
  if (banner.linkageType && target) {
    if (SAFE_ROUTE.test(target) && !target.startsWith('//')) href = target;
    else if (/^https?:\/\//i.test(target)) {
      href = target;
      external = true;
    }
  }
  return { id: String(banner.bannerId ?? `${banner.groupName}-${index}`), image: banner.url, title: banner.title ?? '', href, external };
}

export function noticeView(notice: Notice, timeZone: string): NoticeView {
  return {
    id: notice.id,
    title: notice.title,
    html: sanitizeOperatorHtml(notice.content),
    time: notice.createTime ? DateTime.fromMillis(notice.createTime, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm:ss') : '',
  };
}

export function gameTile(game: Game): GameTile {
  return {
    nodeId: game.nodeId,
    name: game.gameName || game.nodeName || game.gameCode || String(game.nodeId),
    icon: game.showIcon ?? game.iconUrl ?? null,
    vendor: game.vassalage,
    gameType: game.gameType,
    isHot: game.isHot === 1 || game.isHot === true,
  };
}

/** A section the platform cannot give now is simply absent; the page still renders. */
async function section<T>(label: string, brandId: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.kind !== 'rejected') console.error(`[content] ${brandId}: ${label} unavailable (${error.message})`);
    return null;
  }
}

async function fetchPublicContent(site: Site, client: PlatformClient): Promise<PublicContent> {
  const { brand, language } = site;
  const prizeMode = brand.prizeModes[brand.lotteryType as keyof typeof brand.prizeModes] ?? brand.lotteryType;
  const [announcements, board, jackpot, popular, hot] = await Promise.all([
    section('announcements', brand.id, client.call('announcements', AnnouncementsSchema, { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } })),
    section('winner board', brand.id, client.call('winnerBoard', WinnerBoardSchema, { query: { gameCategory: 'ALL', language, limitNum: WINNERS_SHOWN } })),
    section('jackpot', brand.id, client.call('jackpot', JackpotSchema)),
    section('popular', brand.id, client.call('popularGames', PopularGamesSchema, { query: { count: POPULAR_COUNT, prizeMode, device: 'WEB', language } })),
    section('hot list', brand.id, client.call('hotGames', HotGamesSchema, {
      query: { merchantCode: brand.merchantCode, isPlatform: 2, vassalage: '', platform: 'flash,html5-desktop', language },
    })),
  ]);
  const banners: Record<string, BannerView[]> = {};
  (announcements?.banners ?? []).forEach((b, i) => (banners[b.groupName] ??= []).push(bannerView(b, i)));
  const winners = (board?.list ?? [])
    .map(({ vo }) => ({ name: vo.customerName, game: vo.gameName ?? '', amount: vo.winAmount, vendor: vo.vassalage ?? '', nodeId: vo.nodeId ?? null, icon: vo.iconUrl ?? null }))
    .sort((a, b) => b.amount - a.amount)
    .slice(0, WINNERS_SHOWN);
  return {
    banners,
    notices: (announcements?.player ?? []).map((n) => noticeView(n, brand.timeZone)),
    guestPopups: (announcements?.popup ?? []).filter((p) => p.execution === 'B').map((p) => ({ ...noticeView(p, brand.timeZone), execution: p.execution })),
    winners,
    jackpot: jackpot
      ? { amount: jackpot.amount, asOf: jackpot.asOf, increment: jackpot.increment, intervalMs: jackpot.intervalMs, currency: jackpot.currency ?? '', currencySymbol: jackpot.currencySymbol ?? '' }
      : null,
    popular: (popular ?? []).slice(0, POPULAR_COUNT).map(gameTile),
    hot: (hot?.list ?? []).map(gameTile),
  };
}

let cache: SwrCache<PublicContent> | null = null;

/**
 * Banners, notices, winners, jackpot, popular and hot games for a guest of this brand and language.
 * Shared by every visitor: fetched through the shared client, which carries nothing of this request.
 */
export async function getPublicContent(context: AppLoadContext): Promise<PublicContent> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  cache ??= new SwrCache<PublicContent>({ ttlMs: CONTENT_TTL_MS, maxStaleMs: 5 * 60_000 });
  return context.timings.time('content', () => cache!.get(`${site.brand.id}:${site.language}`, () => fetchPublicContent(site, client)), 'home content');
}

/** After login: the A (and, on the first login, F) popups need the player's token, so they are never shared. */
export async function getMemberPopups(context: AppLoadContext, firstLogin: boolean): Promise<PopupView[]> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  const value = await section('member popups', site.brand.id, client.call('announcements', AnnouncementsSchema, { query: { types: 'PU', platform: 'W' } }));
  return (value?.popup ?? [])
    .filter((p) => p.execution === 'A' || (firstLogin && p.execution === 'F'))
    .map((p) => ({ ...noticeView(p, site.brand.timeZone), execution: p.execution }));
}
