import { GAME_COLUMNS, gameIcon, hotGameRows, localisedNames, popularGameRows, toGames, type GameRow } from '../db/catalogue';
import { memberForToken } from '../db/members';
import { ApiError } from '../http/envelope';
import { bestLanguage, codeParam, enumParam, intParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** Home content calls (contract-issue4.md): announcements, winners, jackpot, popular/hot games, help centre. */

const TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type AnnouncementType = (typeof TYPES)[number];
const GAME_TYPES = ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'] as const;

/**
 * A valid token only widens what a public feed shows (pop-ups A and F); a stale or foreign token is
 * treated as a guest rather than a 401, so the home page still renders.
 */
function signedIn(ctx: RequestContext): boolean {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  return Boolean(token && memberForToken(ctx.db, ctx.merchant.code, token));
}

/** `types=B,PL,…`: absent means all; unknown entries are ignored. */
function requestedTypes(url: URL): Set<AnnouncementType> {
  const raw = url.searchParams.get('types');
  if (raw === null || !raw.trim()) return new Set(TYPES);
  return new Set(
    raw
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter((t): t is AnnouncementType => (TYPES as readonly string[]).includes(t)),
  );
}

type BannerRow = {
  id: number;
  group_name: string;
  linkage_type: 'ROUTE' | 'URL' | null;
  linkage_target: string | null;
  sort: number;
  lang: string;
  title: string;
};
type NoticeRow = {
  id: number;
  type: Exclude<AnnouncementType, 'B'>;
  execution: 'A' | 'B' | 'F' | null;
  category: string | null;
  create_time: number;
  start_date: number | null;
  end_date: number | null;
  lang: string;
  title: string;
  content: string;
};

/** Rows joined with their translations → one entry per id, in the best language, first-seen order kept. */
function byId<T extends { id: number; lang: string }>(rows: T[], chain: string[]): T[] {
  const groups = new Map<number, T[]>();
  for (const r of rows) groups.set(r.id, [...(groups.get(r.id) ?? []), r]);
  return [...groups.values()].map((g) => bestLanguage(g, chain)!);
}

function announcements(ctx: RequestContext) {
  const { db, merchant, url, origin } = ctx;
  const types = requestedTypes(url);
  const platform = codeParam(url, 'platform', 8).toUpperCase() || 'W';
  const execution = url.searchParams.get('execution')?.trim() ? enumParam(url, 'execution', ['A', 'B', 'F'] as const, 'B') : null;
  const chain = languageChain(ctx, 'language');
  const cdn = `${origin}/cdn`;

  const banners = types.has('B')
    ? byId(
        db
          .prepare<unknown[], BannerRow>(
            `SELECT b.id, b.group_name, b.linkage_type, b.linkage_target, b.sort, t.lang, t.title FROM banners b JOIN banner_titles t ON t.banner_id = b.id
            WHERE b.merchant = ? AND b.platform = ? ORDER BY b.group_name, b.sort, b.id`,
          )
          .all(merchant.code, platform),
        chain,
      ).map((b) => ({
        bannerId: b.id,
        groupName: b.group_name,
        url: `${cdn}/banner/${b.id}.svg`,
        title: b.title,
        linkageType: b.linkage_type,
        linkageTarget: b.linkage_target,
        sort: b.sort,
      }))
    : [];

  const noticeTypes = [...types].filter((t) => t !== 'B');
  const notices = noticeTypes.length
    ? byId(
        db
          .prepare<unknown[], NoticeRow>(
            `SELECT a.id, a.type, a.execution, a.category, a.create_time, a.start_date, a.end_date, t.lang, t.title, t.content
             FROM announcements a JOIN announcement_texts t ON t.announcement_id = a.id
            WHERE a.merchant = ? AND a.platform = ? AND a.type IN (${noticeTypes.map(() => '?').join(',')})
            ORDER BY a.create_time DESC, a.id DESC`,
          )
          .all(merchant.code, platform, ...noticeTypes),
        chain,
      )
    : [];
  const html = (s: string) => s.replaceAll('{{cdn}}', cdn);
  const of = (type: NoticeRow['type']) => notices.filter((n) => n.type === type);

  // Pop-ups: B for everyone; A (after login) and F (first login) only with a valid token. F is sent for any
  // valid token: the platform clears the first-login flag at login, so the site decides with firstTimeLogin.
  const member = signedIn(ctx);
  const popup = of('PU')
    .filter((n) => (member || n.execution === 'B') && (!execution || n.execution === execution))
    .map((n) => ({ id: n.id, title: n.title, content: html(n.content), createTime: n.create_time, execution: n.execution! }));

  const promos = of('PR');
  const images = promos.length
    ? db
        .prepare<unknown[], { announcement_id: number; sequence: number; path: string }>(
          `SELECT announcement_id, sequence, path FROM announcement_images WHERE announcement_id IN (${promos.map(() => '?').join(',')}) ORDER BY sequence`,
        )
        .all(...promos.map((p) => p.id))
    : [];

  return {
    banners,
    player: of('PL').map((n) => ({ id: n.id, title: n.title, content: html(n.content), createTime: n.create_time })),
    popup,
    promotion: promos.map((n) => ({
      id: n.id,
      title: n.title,
      category: n.category ?? 'other_promo',
      content: html(n.content),
      announcementImages: images.filter((i) => i.announcement_id === n.id).map((i) => ({ sequence: i.sequence, url: `${origin}${i.path}` })),
      startDate: n.start_date ?? n.create_time,
      endDate: n.end_date,
    })),
    help: of('H').map((n) => ({ id: n.id, title: n.title, content: html(n.content), createTime: n.create_time })),
  };
}

function winnerBoard(ctx: RequestContext) {
  const category = enumParam(ctx.url, 'gameCategory', GAME_TYPES, 'ALL');
  const limit = intParam(ctx.url, 'limitNum', { fallback: 20, min: 1, max: 50 });
  const rows = ctx.db
    .prepare<unknown[], GameRow & { customer_name: string; win_amount_cents: number; win_time: number }>(
      `SELECT ${GAME_COLUMNS}, w.customer_name, w.win_amount_cents, w.win_time
         FROM winners w JOIN games g ON g.node_id = w.node_id
         JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = w.merchant
        WHERE w.merchant = ? AND (? = 'ALL' OR g.game_type = ?)
        ORDER BY w.win_time DESC, w.id DESC LIMIT ?`,
    )
    .all(ctx.merchant.code, category, category, limit);
  const names = localisedNames(
    ctx.db,
    rows.map((r) => r.node_id),
    languageChain(ctx, 'language'),
  );
  return {
    list: rows.map((r) => ({
      vo: {
        customerName: r.customer_name,
        winAmount: r.win_amount_cents / 100,
        gameName: names.get(r.node_id) ?? r.name_en,
        gameType: r.game_type,
        vassalage: r.vendor_code,
        nodeId: r.node_id,
        gameId: r.game_id,
        gameCode: r.game_code,
        iconUrl: gameIcon(r.node_id),
        winTime: r.win_time,
      },
    })),
  };
}

/** The pot is won once per cycle and starts again from its base, so the counter never runs away on an old database. */
function jackpot(ctx: RequestContext) {
  const row = ctx.db
    .prepare<
      unknown[],
      { amount_cents: number; as_of: number; currency: string; currency_symbol: string; increment_cents: number; interval_ms: number; cycle_ms: number }
    >('SELECT amount_cents, as_of, currency, currency_symbol, increment_cents, interval_ms, cycle_ms FROM jackpots WHERE merchant = ?')
    .get(ctx.merchant.code);
  if (!row) throw new ApiError(400, 'function.not.available', 'function.not.available');
  const cycles = Math.max(0, Math.floor((Date.now() - row.as_of) / row.cycle_ms));
  return {
    amount: row.amount_cents / 100,
    asOf: row.as_of + cycles * row.cycle_ms,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    increment: row.increment_cents / 100,
    intervalMs: row.interval_ms,
  };
}

function popularGames(ctx: RequestContext) {
  // prizeMode and device are accepted for compatibility; the list does not depend on them.
  codeParam(ctx.url, 'prizeMode');
  codeParam(ctx.url, 'device');
  const count = intParam(ctx.url, 'count', { fallback: 20, min: 1, max: 50 });
  return toGames(ctx.db, popularGameRows(ctx.db, ctx.merchant.code, count), languageChain(ctx, 'language'));
}

function hotGames(ctx: RequestContext) {
  // The Merchant header decides whose games these are; merchantCode in the query is informational only.
  const vendor = codeParam(ctx.url, 'vassalage', 20).toUpperCase() || null;
  return { list: toGames(ctx.db, hotGameRows(ctx.db, ctx.merchant.code, vendor, 60), languageChain(ctx, 'language')) };
}

type HelpRow = {
  id: number;
  parent_id: number | null;
  tag: string | null;
  title: string;
  content: string;
  bg_color: string | null;
  display: number;
  lang: string;
};
type HelpItem = { title: string; content: string; bgColor: string | null; lang: string; display: boolean; tag: string | null; children: HelpItem[] };

function helpCenter(ctx: RequestContext): HelpItem[] {
  codeParam(ctx.url, 'device', 10);
  const langs = ctx.db.prepare<unknown[], string>('SELECT DISTINCT lang FROM help_items WHERE merchant = ?').pluck().all(ctx.merchant.code);
  const lang = languageChain(ctx, 'lang').find((l) => langs.includes(l)) ?? langs[0];
  if (!lang) return [];
  const rows = ctx.db
    .prepare<unknown[], HelpRow>(
      'SELECT id, parent_id, tag, title, content, bg_color, display, lang FROM help_items WHERE merchant = ? AND lang = ? ORDER BY sort, id',
    )
    .all(ctx.merchant.code, lang);
  const tree = (parent: number | null): HelpItem[] =>
    rows
      .filter((r) => r.parent_id === parent)
      .map((r) => ({ title: r.title, content: r.content, bgColor: r.bg_color, lang: r.lang, display: r.display === 1, tag: r.tag, children: tree(r.id) }));
  return tree(null);
}

export const contentRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modId: 'COMM3', handle: announcements },
  // The mobile build's name for the same call.
  { method: 'GET', path: '/wps/relay/CCSFE_getListAnnouncements', modId: 'COMM3', handle: announcements },
  { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', modId: 'COMM3', handle: winnerBoard },
  { method: 'GET', path: '/wps/relay/VIS_getJackpot', modId: 'COMM3', handle: jackpot },
  { method: 'GET', path: '/lgw/games/popular', modId: 'AGEANNOUNCE3', bare: true, handle: popularGames },
  { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', modId: 'GAMELOHOT3', handle: hotGames },
  { method: 'GET', path: '/wps/system/helpCenter', modId: 'COMM3', handle: helpCenter },
];
