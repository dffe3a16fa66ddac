import type { IncomingMessage, ServerResponse } from 'node:http';
import { merchantVendors } from '../db/member-games';
import { memberForToken } from '../db/members';
import type { Db } from '../db/db';
import { toDecimal } from '../db/money';
import {
  issueSportsLaunch,
  liveSportsLaunch,
  markSportsOpened,
  memberBets,
  placeBet,
  SPORTS_VENDOR,
  sportsWallet,
  STAKES,
  upcomingMatches,
} from '../db/sports';
import { activeMaintenance } from '../db/vendor-maintenance';
import { fundLaunch } from '../db/wallets';
import { ApiError } from '../http/envelope';
import { platformMessage } from '../http/messages';
import { codeParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';
import { headerLanguage, json, send, serveVendorPage } from '../http/vendor-page';
import { sportsbookPage, sportsEndedPage, sportsTextsFor } from './sports-page';

/**
 * `GET /wps/relay/GCS_gameLaunchFB` (decision 008): FB Sports' own launch. Token optional: with one the
 * book takes the member's bets, without one it opens in guest mode (odds only). Answers a path, which
 * the site serves from one of `launchGameCDNs`.
 */
function launchFbSports(ctx: RequestContext) {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  const member = token ? memberForToken(ctx.db, ctx.merchant.code, token) : undefined;
  // A token that names no live session is "session gone", as on every other call, not a silent guest.
  if (token && !member) throw new ApiError(401, 'login.not.session', 'login.not.session');
  if (member && member.type === 4) throw new ApiError(400, 'account.trial', 'account.trial');
  codeParam(ctx.url, 'clientType', 2);
  codeParam(ctx.url, 'platform');
  if (!merchantVendors(ctx.db, ctx.merchant.code).has(SPORTS_VENDOR)) throw new ApiError(400, 'game.not.found', 'game.not.found');
  const window = activeMaintenance(ctx.db, ctx.merchant.code, SPORTS_VENDOR);
  if (window)
    throw new ApiError(400, 'vendor.maintenance', 'vendor.maintenance', { content: { data: { maintainTime: window.startsAt, endTime: window.endsAt } } });
  const launch = issueSportsLaunch(ctx.db, {
    merchant: ctx.merchant.code,
    member: member ? { id: member.id, sessionToken: token } : null,
    language: languageChain(ctx, 'language')[0]!,
  });
  if (member) fundLaunch(ctx.db, member, SPORTS_VENDOR, `sports-launch:${launch}`);
  return { url: `/fb-sports/${launch}` };
}

export const sportsRoutes: Route[] = [{ method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', handle: launchFbSports }];

const MAX_BET_BODY = 4096;

/** `[/play]/fb-sports/<token>` (the book) and `…/bet` (POST a bet): no Merchant header, the token names everything. */
export function serveSportsbook(db: Db, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  return serveVendorPage(req, res, pathname, {
    name: 'fb-sports',
    action: 'bet',
    page: (token, prefix) => page(db, req, res, token, prefix),
    onAction: (token) => bet(db, req, res, token),
  });
}

function page(db: Db, req: IncomingMessage, res: ServerResponse, token: string, prefix: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { errorCode: 'method.not.allowed', message: 'method.not.allowed' });
  const launch = liveSportsLaunch(db, token);
  // A HEAD (a link checker, a prefetch) must not spend the one-time link.
  if (req.method === 'HEAD') return send(res, launch && !launch.opened_at ? 200 : 410, 'text/html;charset=UTF-8', '');
  if (!launch || !markSportsOpened(db, token)) return send(res, 410, 'text/html;charset=UTF-8', sportsEndedPage(launch?.language ?? headerLanguage(req)));
  const member =
    launch.member_id !== null && launch.currency !== null
      ? {
          nickname: launch.nickname ?? launch.username ?? '',
          balance: toDecimal(sportsWallet(db, { ...launch, member_id: launch.member_id }).balance, launch.currency),
          currencySymbol: launch.currency_symbol ?? '',
        }
      : null;
  send(
    res,
    200,
    'text/html;charset=UTF-8',
    sportsbookPage({
      language: launch.language,
      matches: upcomingMatches(),
      bets: launch.member_id !== null ? memberBets(db, launch.member_id) : [],
      stakes: STAKES,
      betUrl: `${prefix}/fb-sports/${token}/bet`,
      member,
    }),
  );
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BET_BODY) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BET_BODY) return null;
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function bet(db: Db, req: IncomingMessage, res: ServerResponse, token: string) {
  if (req.method !== 'POST') return json(res, 405, { errorCode: 'method.not.allowed', message: 'method.not.allowed' });
  const body = await readJson(req);
  const language = liveSportsLaunch(db, token)?.language ?? headerLanguage(req);
  if (!body) return json(res, 400, { errorCode: 'request_param_err', message: platformMessage('request_param_err', language) });
  const result = placeBet(db, token, { matchId: body.matchId, pick: body.pick, stake: body.stake });
  if ('errorCode' in result) {
    const texts = sportsTextsFor(language);
    const message =
      result.errorCode === 'launch.token.invalid'
        ? texts.ended
        : result.errorCode === 'sports.login.required'
          ? texts.loginToBet
          : result.errorCode === 'sports.match.closed'
            ? texts.closed
            : platformMessage(result.errorCode, language);
    const value = result.maintenance ? { content: { data: { maintainTime: result.maintenance.startsAt, endTime: result.maintenance.endsAt } } } : null;
    return json(res, result.status, { errorCode: result.errorCode, message, value });
  }
  json(res, 200, result);
}
