import type { AppLoadContext } from '@remix-run/node';
import { DateTime } from 'luxon';
import { isPlatformError } from '~/platform-client/errors';
import { AnnouncementsSchema, JackpotSchema, WinnerBoardSchema, type Banner, type Notice } from '~/platform-client/schemas/content';
import { HotGamesSchema, PopularGamesSchema, type Game } from '~/platform-client/schemas/games';
import type { PlatformClient } from '~/platform-client/client.server';
import type { Site } from '~/request/site.server';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { safeUrl } from '~/lib/safe-url';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import type { BannerView, GameTile, JackpotView, NoticeView, PopupView, WinnerView } from './views';

/** Public content is the same for every guest of a brand and language: shared for a few seconds. */
const CONTENT_TTL_MS = 10_000;
const WINNERS_SHOWN = 20;
const POPULAR_COUNT = 20;

const SAFE_ROUTE = /^\/[\w\-/.?=&#%]*$/;

/** A banner is a link only when its target is one we trust: a path of this site or an http(s) URL. */
export function bannerView(banner: Banner, index: number): BannerView {
  const target = banner.linkageTarget?.trim() ?? '';
  let href: string | null = null;
  let external = false;
  if (banner.linkageType && target) {
    href = SAFE_ROUTE.test(target) ? safeUrl(target, { paths: true }) : safeUrl(target, { field: 'banner.linkageTarget' });
    external = href !== null && !href.startsWith('/');
  }
  return {
    id: String(banner.bannerId ?? `${banner.groupName}-${index}`),
    image: safeUrl(banner.url, { paths: true, field: 'banner.url' }) ?? '',
    title: banner.title ?? '',
    href,
    external,
  };
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
    icon: safeUrl(game.showIcon ?? game.iconUrl, { paths: true, field: 'game.icon' }),
    vendor: game.vassalage,
    gameType: game.gameType,
    isHot: game.isHot === 1 || game.isHot === true,
  };
}

type Announcements = { banners: Record<string, BannerView[]>; notices: NoticeView[]; guestPopups: PopupView[] };
type Sections = { announcements: Announcements; winners: WinnerView[]; jackpot: JackpotView | null; popular: GameTile[]; hot: GameTile[] };
export type ContentSection = keyof Sections;

/** A module the operator switched off answers "rejected": that section is simply empty. An outage throws, so the cache keeps its last good value. */
async function unlessSwitchedOff<T, E>(call: Promise<T>, empty: E): Promise<T | E> {
  try {
    return await call;
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'rejected') return empty;
    throw error;
  }
}

const fetchers: { [K in ContentSection]: (site: Site, client: PlatformClient) => Promise<Sections[K]> } = {
  async announcements({ brand }, client) {
    const value = await unlessSwitchedOff(
      client.call('announcements', AnnouncementsSchema, { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } }),
      null,
    );
    const banners: Record<string, BannerView[]> = {};
    (value?.banners ?? []).forEach((b, i) => (banners[b.groupName] ??= []).push(bannerView(b, i)));
    return {
      banners,
      notices: (value?.player ?? []).map((n) => noticeView(n, brand.timeZone)),
      guestPopups: (value?.popup ?? []).filter((p) => p.execution === 'B').map((p) => ({ ...noticeView(p, brand.timeZone), execution: p.execution })),
    };
  },
  async winners({ language }, client) {
    const board = await unlessSwitchedOff(
      client.call('winnerBoard', WinnerBoardSchema, { query: { gameCategory: 'ALL', language, limitNum: WINNERS_SHOWN } }),
      null,
    );
    return (board?.list ?? [])
      .map(({ vo }) => ({
        name: vo.customerName,
        game: vo.gameName ?? '',
        amount: vo.winAmount,
        vendor: vo.vassalage ?? '',
        nodeId: vo.nodeId ?? null,
        icon: safeUrl(vo.iconUrl, { paths: true, field: 'winner.iconUrl' }),
      }))
      .sort((a, b) => b.amount - a.amount)
      .slice(0, WINNERS_SHOWN);
  },
  async jackpot(_site, client) {
    const jackpot = await unlessSwitchedOff(client.call('jackpot', JackpotSchema), null);
    return jackpot
      ? {
          amount: jackpot.amount,
          asOf: jackpot.asOf,
          increment: jackpot.increment,
          intervalMs: jackpot.intervalMs,
          currency: jackpot.currency ?? '',
          currencySymbol: jackpot.currencySymbol ?? '',
        }
      : null;
  },
  async popular({ brand, language }, client) {
    const prizeMode = brand.prizeModes[brand.lotteryType as keyof typeof brand.prizeModes] ?? brand.lotteryType;
    const popular = await unlessSwitchedOff(
      client.call('popularGames', PopularGamesSchema, { query: { count: POPULAR_COUNT, prizeMode, device: 'WEB', language } }),
      [],
    );
    return popular.slice(0, POPULAR_COUNT).map(gameTile);
  },
  async hot({ brand, language }, client) {
    const query = { merchantCode: brand.merchantCode, isPlatform: 2, vassalage: '', platform: 'flash,html5-desktop', language };
    const hot = await unlessSwitchedOff(client.call('hotGames', HotGamesSchema, { query }), null);
    return (hot?.list ?? []).map(gameTile);
  },
};

const EMPTY: Sections = { announcements: { banners: {}, notices: [], guestPopups: [] }, winners: [], jackpot: null, popular: [], hot: [] };
const SECTIONS = Object.keys(fetchers) as ContentSection[];

let caches: { [K in ContentSection]: SwrCache<Sections[K]> } | null = null;
function sectionCaches() {
  if (!caches) {
    const onRefreshError = (key: string, error: unknown) =>
      console.error(`[content] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`);
    // Content changes slowly and an outage must not empty the page: a long stale life, a retry on every request.
    const options = { ttlMs: contentTtl(CONTENT_TTL_MS), maxStaleMs: 24 * 60 * 60_000, retryAfterMs: 0, onRefreshError };
    caches = Object.fromEntries(SECTIONS.map((name) => [name, new SwrCache(options)])) as unknown as typeof caches & object;
  }
  return caches;
}

export type PublicContent = Omit<Sections, 'announcements'> &
  Announcements & {
    /** Sections this request could not have (no copy yet and the platform not answering in time): the page says so. */
    unavailable: ContentSection[];
  };

/**
 * Banners, notices, winners, jackpot, popular and hot games for a guest of this brand and language,
 * each section cached on its own (10 s fresh, then refreshed behind the scenes), so one failing call
 * costs only its section and a failed refresh never replaces a good copy. Shared by every visitor:
 * fetched through the shared client, which carries nothing of this request.
 */
export async function getPublicContent(context: AppLoadContext): Promise<PublicContent> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  const key = `${site.brand.id}:${site.language}`;
  const all = sectionCaches();
  const unavailable: ContentSection[] = [];
  const load = async <K extends ContentSection>(name: K): Promise<Sections[K]> => {
    try {
      const cache = all[name] as SwrCache<Sections[K]>;
      return await context.withinBudget(
        cache.get(`${key}:${name}`, () => fetchers[name](site, client), { signal: context.budget }),
        `content.${name}`,
      );
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      unavailable.push(name);
      context.contentMissing(name, 'section');
      return EMPTY[name];
    }
  };
  const [announcements, winners, jackpot, popular, hot] = await context.timings.time(
    'content',
    () => Promise.all([load('announcements'), load('winners'), load('jackpot'), load('popular'), load('hot')]),
    'home content',
  );
  return { ...announcements, winners, jackpot, popular, hot, unavailable };
}

/** After login: the A (and, on the first login, F) popups need the player's token, so they are never shared. */
export async function getMemberPopups(context: AppLoadContext, firstLogin: boolean): Promise<PopupView[]> {
  const [site, client] = await Promise.all([context.site(), context.platform()]);
  let value;
  try {
    value = await client.call('announcements', AnnouncementsSchema, { query: { types: 'PU', platform: 'W' } });
  } catch (error) {
    // Popups are a nicety: a player whose popups cannot load right now simply sees none.
    if (!isPlatformError(error) || error.kind === 'session') throw error;
    value = null;
  }
  return (value?.popup ?? [])
    .filter((p) => p.execution === 'A' || (firstLogin && p.execution === 'F'))
    .map((p) => ({ ...noticeView(p, site.brand.timeZone), execution: p.execution }));
}
