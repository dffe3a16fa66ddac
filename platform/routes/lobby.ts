import { toGames, type Classify } from '../db/catalogue';
import { lobbyGames, vendorClassifies } from '../db/game-list';
import { ApiError } from '../http/envelope';
import { codeParam, enumParam, intParam, languageChain, pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** The game lobby's list and its type → vendor → classify map (contract-issue5.md). */

export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ELOTT', 'LOTT'] as const;
export const CLASSIFIES: readonly Classify[] = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];
const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

/** The search text: control characters dropped (they could join two stored names), bounded. */
export function searchParam(url: URL, name: string): string | null {
  const raw = (url.searchParams.get(name) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (raw.length > 60) throw badParam();
  return raw || null;
}

function optionalEnum<T extends string>(url: URL, name: string, allowed: readonly T[]): T | null {
  return url.searchParams.get(name)?.trim() ? enumParam(url, name, allowed, allowed[0]!) : null;
}

function minBetParam(url: URL): number | null {
  const raw = url.searchParams.get('minBet')?.trim();
  if (!raw) return null;
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(raw)) throw badParam();
  return Number(raw);
}

function flagParam(url: URL, name: string): boolean {
  const raw = url.searchParams.get(name)?.trim() ?? '';
  if (!['', '0', '1'].includes(raw)) throw badParam();
  return raw === '1';
}

function gameList(ctx: RequestContext) {
  const { url } = ctx;
  const gameType = optionalEnum(url, 'gameType', GAME_TYPES);
  if (!gameType) throw badParam();
  // Accepted for compatibility and checked for shape; the list does not depend on them.
  codeParam(url, 'platform');
  intParam(url, 'clientType', { fallback: 3, min: 0, max: 9 });
  const page = pageParams(url, 30, 100);
  const { rows, total } = lobbyGames(
    ctx.db,
    {
      merchant: ctx.merchant.code,
      gameType,
      vendor: codeParam(url, 'vassalage', 20).toUpperCase() || null,
      classify: optionalEnum(url, 'gameClassify', CLASSIFIES),
      minBet: minBetParam(url),
      isNew: flagParam(url, 'isNew'),
      search: searchParam(url, 'gameName'),
    },
    page,
  );
  return {
    games: toGames(ctx.db, rows, languageChain(ctx, 'language')),
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
    pageNum: page.pageNo,
  };
}

/** `{ content: { RNG: { PG: ['JP', 'SC', …], … }, LIVE: { EVO: [] } } }`: every vendor of the merchant. */
function vassGameType(ctx: RequestContext) {
  intParam(ctx.url, 'typeId', { fallback: 1, min: 0, max: 9 });
  const content: Record<string, Record<string, Classify[]>> = {};
  for (const r of vendorClassifies(ctx.db, ctx.merchant.code)) {
    const vendors = (content[r.game_type] ??= {});
    const keys = (vendors[r.vendor_code] ??= []);
    if (r.classify) keys.push(r.classify);
  }
  for (const vendors of Object.values(content)) {
    for (const keys of Object.values(vendors)) keys.sort((a, b) => CLASSIFIES.indexOf(a) - CLASSIFIES.indexOf(b));
  }
  return { content };
}

export const lobbyRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3', handle: gameList },
  { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', modId: 'COMM3', handle: vassGameType },
  { method: 'GET', path: '/wps/relay/GLS2_getVassGameType', modId: 'COMM3', handle: vassGameType },
];
