import { GAME_COLUMNS, localisedNames, type GameRow } from '../db/catalogue';
import { roomName, roomOfGame, type RoomRow } from '../db/pvp-rooms';
import { hasOpenRound, issueLaunchToken } from '../db/launches';
import { LOTTERY_VENDORS, merchantLotteryGames, nameIn, prizeModeOf } from '../db/lottery-games';
import { memberTotal } from '../db/ledger';
import { merchantGame, merchantVendors, recordRecent, recordRecentLottery } from '../db/member-games';
import { betCents } from '../db/demo-slot';
import type { MemberRow } from '../db/members';
import { CURRENCY_SYMBOLS, exponentOf, unitsToMinor } from '../db/money';
import { trialWallet, trialWalletForLaunch, vendorSupportsTrial, type TrialWallet } from '../db/trial-wallets';
import { activeMaintenance } from '../db/vendor-maintenance';
import { fundLaunch } from '../db/wallets';
import { checkLaunch } from '../db/responsible-gambling';
import { requireMember } from '../http/auth';
import { ApiError } from '../http/envelope';
import { codeParam, enumParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/** `GET /wps/game/launchGame` (contract-issue5.md): checks, a launch token, the demo game page's URL. */

const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');
const gameNotFound = () => new ApiError(400, 'game.not.found', 'game.not.found');

/** The vendor's lobby stands in for "the vendor" when a launch names no game: its first game in lobby order. */
function vendorLobbyGame(ctx: RequestContext, vendor: string): GameRow | undefined {
  return ctx.db
    .prepare<unknown[], GameRow>(
      `SELECT ${GAME_COLUMNS} FROM games g JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code WHERE g.vendor_code = ? ORDER BY g.sort LIMIT 1`,
    )
    .get(ctx.merchant.code, vendor);
}

/** A game launch names the game by nodeId, or gameId (+ vassalage), or only the vendor (its lobby). */
function gameTarget(ctx: RequestContext): GameRow {
  const { url } = ctx;
  const vendor = codeParam(url, 'vassalage', 20).toUpperCase();
  const nodeId = url.searchParams.get('nodeId')?.trim() ?? '';
  const gameId = codeParam(url, 'gameId', 80);
  let game: GameRow | undefined;
  if (nodeId) {
    if (!/^\d{1,12}$/.test(nodeId)) throw badParam();
    game = merchantGame(ctx.db, ctx.merchant.code, Number(nodeId));
  } else if (gameId) {
    game = ctx.db
      .prepare<unknown[], GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g JOIN merchant_vendors mv ON mv.merchant = ? AND mv.vendor_code = g.vendor_code WHERE g.game_id = ? AND (? = '' OR g.vendor_code = ?)`,
      )
      .get(ctx.merchant.code, gameId, vendor, vendor);
  } else if (vendor) {
    game = vendorLobbyGame(ctx, vendor);
  }
  if (!game || (vendor && game.vendor_code !== vendor)) throw gameNotFound();
  return game;
}

/** A lottery launch opens the named lottery game, or the lobby of the merchant's lottery vendor. */
function lotteryTarget(ctx: RequestContext): Target {
  const { url } = ctx;
  codeParam(url, 'lottoArea', 10);
  codeParam(url, 'device', 10);
  if (url.searchParams.get('lottoView')?.trim()) enumParam(url, 'lottoView', ['betting', 'lobby'] as const, 'lobby');
  if ((url.searchParams.get('backUrl') ?? '').length > 2000) throw badParam();
  if (!prizeModeOf(codeParam(url, 'lottoPrizeMode', 10))) throw badParam();
  const vendors = merchantVendors(ctx.db, ctx.merchant.code);
  const code = codeParam(url, 'lottoGameCode', 20).toUpperCase();
  // A play type (e.g. one bet kind of the game) opens the betting view on it; it means nothing without a game.
  const playType = codeParam(url, 'lottoPlayType', 30);
  if (playType && !code) throw badParam();
  if (code) {
    const hit = merchantLotteryGames(vendors).find((g) => g.game.gameCode === code);
    const game = hit && vendorLobbyGame(ctx, hit.vendor);
    if (!hit || !game) throw gameNotFound();
    const name = nameIn(hit.game.names, languageChain(ctx, 'language'));
    return { game, title: playType ? `${name} · ${playType}` : name, lotteryCode: code, room: null };
  }
  const asked = codeParam(url, 'vassalage', 20).toUpperCase();
  const vendor = asked ? (LOTTERY_VENDORS as readonly string[]).includes(asked) && vendors.has(asked) && asked : LOTTERY_VENDORS.find((v) => vendors.has(v));
  const game = vendor ? vendorLobbyGame(ctx, vendor) : undefined;
  if (!game) throw gameNotFound();
  return { game, title: null, lotteryCode: null, room: null };
}

/** The launch mode: GLS a game, LOTT the lottery lobby or one lottery game. */
function launchMode(ctx: RequestContext, fallback?: 'GLS'): 'GLS' | 'LOTT' {
  const mode = ctx.url.searchParams.get('launchMode')?.trim().toUpperCase() || fallback;
  // The real gateway answers a launch without a mode with HTTP 500 #727; the client shows "system busy".
  if (!mode) throw new ApiError(500, '727', '727');
  if (mode !== 'GLS' && mode !== 'LOTT') throw badParam();
  codeParam(ctx.url, 'platform');
  codeParam(ctx.url, 'clientType', 2);
  return mode;
}

type Target = { game: GameRow; title: string | null; lotteryCode: string | null; room: RoomRow | null };

/** What every launch refuses alike: a vendor in maintenance, a round of the same game still open. */
function refuseUnplayable(ctx: RequestContext, memberId: number, game: GameRow) {
  const window = activeMaintenance(ctx.db, ctx.merchant.code, game.vendor_code);
  if (window)
    throw new ApiError(400, 'vendor.maintenance', 'vendor.maintenance', { content: { data: { maintainTime: window.startsAt, endTime: window.endsAt } } });
  if (hasOpenRound(ctx.db, memberId, game.node_id)) throw new ApiError(400, '734', '734');
}

/** The demo stake of a game in minor units: ten times its minimum bet, at least one unit. */
const stakeOf = (game: GameRow, currency: string) => unitsToMinor(betCents(game.min_bet) / 100, currency);

/** A free-play launch: only vendors that offer trial play, from the member's trial wallet (refilled when it cannot cover a stake). */
function issueFreePlay(ctx: RequestContext, member: MemberRow & { token: string }, mode: 'GLS' | 'LOTT', target: Target) {
  const { game } = target;
  if (!vendorSupportsTrial(ctx.db, game.vendor_code)) throw new ApiError(400, 'trial.not.supported', 'trial.not.supported');
  refuseUnplayable(ctx, member.id, game);
  const wallet = trialWalletForLaunch(ctx.db, member, stakeOf(game, member.currency));
  const token = issueLaunchToken(ctx.db, {
    sessionToken: member.token,
    memberId: member.id,
    nodeId: game.node_id,
    title: target.title,
    language: languageChain(ctx, 'language')[0]!,
    realMoney: false,
    roomId: target.room?.id ?? null,
  });
  if (mode === 'GLS') recordRecent(ctx.db, member.id, game.node_id);
  if (target.lotteryCode) recordRecentLottery(ctx.db, member.id, target.lotteryCode);
  return { token, wallet };
}

const targetOf = (ctx: RequestContext, mode: 'GLS' | 'LOTT'): Target => (mode === 'GLS' ? roomTarget(ctx, gameTarget(ctx)) : lotteryTarget(ctx));

/** `roomId` seats the player at one of the game's PVP tables (GLS2_roomList); the game page names the table. */
function roomTarget(ctx: RequestContext, game: GameRow): Target {
  const raw = ctx.url.searchParams.get('roomId')?.trim() ?? '';
  if (!raw) return { game, title: null, lotteryCode: null, room: null };
  if (!/^\d{1,9}$/.test(raw)) throw badParam();
  const room = roomOfGame(ctx.db, ctx.merchant.code, Number(raw), game.node_id);
  if (!room) throw new ApiError(400, 'room.not.found', 'room.not.found');
  const chain = languageChain(ctx, 'language');
  const name = localisedNames(ctx.db, [game.node_id], chain).get(game.node_id) ?? game.name_en;
  return { game, title: `${name} · ${roomName(room.tier, chain)}`, lotteryCode: null, room };
}

function launchGame(ctx: RequestContext) {
  const member = requireMember(ctx);
  const mode = launchMode(ctx);
  const realMoney = enumParam(ctx.url, 'accountType', ['1', '0'] as const, '1') === '1';
  // A trial account plays through GCS_gameTrialLaunch only; this launch is the real accounts' door.
  if (member.type === 4) throw new ApiError(400, 'account.trial', 'account.trial');

  const target = targetOf(ctx, mode);
  if (!realMoney) return { content: { game_url: `/demo-game/${issueFreePlay(ctx, member, mode, target).token}` } };
  const { game } = target;
  refuseUnplayable(ctx, member.id, game);
  checkLaunch(ctx.db, member);
  // All the member's wallets count: a transfer-wallet brand moves the money to the game's wallet.
  // At least one minor unit: a ₫0.10 minimum bet still needs money in the wallet.
  const minBet = Math.max(1, unitsToMinor(game.min_bet, member.currency));
  if (mode === 'GLS' && memberTotal(ctx.db, member.id) < minBet) throw new ApiError(400, 'insufficient.balance', 'insufficient.balance');
  // A table asks for its sit-down balance, not just one minimum bet.
  if (target.room && memberTotal(ctx.db, member.id) < Math.max(1, unitsToMinor(game.min_bet * target.room.entry_bets, member.currency))) {
    throw new ApiError(400, 'insufficient.balance', 'insufficient.balance');
  }

  const token = issueLaunchToken(ctx.db, {
    sessionToken: member.token,
    memberId: member.id,
    nodeId: game.node_id,
    title: target.title,
    language: languageChain(ctx, 'language')[0]!,
    realMoney: true,
    roomId: target.room?.id ?? null,
  });
  fundLaunch(ctx.db, member, game.vendor_code, `launch:${token}`);
  if (mode === 'GLS') recordRecent(ctx.db, member.id, game.node_id);
  if (target.lotteryCode) recordRecentLottery(ctx.db, member.id, target.lotteryCode);
  // A path, which the site serves from one of `launchGameCDNs` (decision 008).
  return { content: { game_url: `/demo-game/${token}` } };
}

/** The trial wallet as both launch and balance answer it: minor units with the currency's exponent. */
const trialWalletValue = (wallet: TrialWallet) => ({
  balanceMinor: wallet.balanceMinor,
  creditMinor: wallet.creditMinor,
  currency: wallet.currency,
  currencyExponent: exponentOf(wallet.currency),
  currencySymbol: CURRENCY_SYMBOLS[wallet.currency] ?? '',
});

/**
 * `GET /wps/relay/GCS_gameTrialLaunch` (decision 016): the free-play launch. The same query as
 * `launchGame` (launchMode defaults to GLS; LOTT opens the lottery); needs a signed-in account (a trial
 * account, or a real one trying a game); the rounds play the trial wallet, never the ledger.
 */
function gameTrialLaunch(ctx: RequestContext) {
  const member = requireMember(ctx);
  const mode = launchMode(ctx, 'GLS');
  const { token, wallet } = issueFreePlay(ctx, member, mode, targetOf(ctx, mode));
  return { content: { game_url: `/demo-game/${token}` }, trial: true, ...trialWalletValue(wallet) };
}

/** `GET /wps/relay/GCS_getTrialBalance` (decision 016): the member's trial wallet (opened with the credit when new). */
function trialBalance(ctx: RequestContext) {
  const member = requireMember(ctx);
  return trialWalletValue(trialWallet(ctx.db, member));
}

export const launchRoutes: Route[] = [
  { method: 'GET', path: '/wps/game/launchGame', modId: 'GAMELO3', handle: launchGame },
  { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', modId: 'GAMELO3', handle: gameTrialLaunch },
  { method: 'GET', path: '/wps/relay/GCS_getTrialBalance', modId: 'GAMELO3', handle: trialBalance },
];
