import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { CreatedDepositSchema } from '~/platform-client/schemas/cashier';
import { WinnerBoardSchema } from '~/platform-client/schemas/content';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { BigWinsSchema, MerchantVipLevelsSchema, RankingSchema, WinnerFeedSchema } from '~/platform-client/schemas/rankings';
import { monthWindow } from '@whitelabel/reference-platform/db/ranking-period';
import { MONTHS_BIG_WINS, NEWEST_BIG_WINS, WINNERS_KEPT } from '@whitelabel/reference-platform/db/winner-feeds';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The VIP page's levels and the public boards (decision 019) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-rankings-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Caller = { call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>> };
type Player = Caller & { merchant: string; username: string };

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
const guest = (merchant: string): Caller => clientOf(merchant);
let created = 0;
async function newPlayer(merchant: string): Promise<Player> {
  const username = `ranker${++created}x`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123' });
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  const client = clientOf(merchant, token);
  return { merchant, username, call: (name, schema, options) => client.call(name, schema, options) };
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
/** A credited bank deposit, approved by the operator as the cashier desk would; answers its id. */
async function creditedDeposit(p: Player, amountMinor: number): Promise<number> {
  const deposit = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor, requestId: crypto.randomUUID() } });
  expect(admin('deposit', 'approve', p.merchant, String(deposit.id))).toMatch(/credited/);
  return Number(deposit.id);
}
/** Time passing on the platform's side: the deposit was credited at `at`. */
const creditedAt = (id: number, at: number) => writePlatformDb(temp.dbPath, 'UPDATE deposits SET updated_at = ? WHERE id = ?', at, id);
const usernames = (merchant: string) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT username FROM members WHERE merchant = ?').pluck().all(merchant) as string[];
  } finally {
    db.close();
  }
};
const MASKED = /^[^*]{1,2}\*\*\*[^*]?$/u;
const manila = () => monthWindow('Asia/Manila', Date.now());

describe('the VIP levels any visitor may read', () => {
  it('lists every level with its thresholds, benefits and rebate rates in the brand currency, without a token', async () => {
    const vip = await guest('demoa01').call('merchantVipLevels', MerchantVipLevelsSchema);
    expect(vip).toMatchObject({ currency: 'PHP', currencyExponent: 2, currencySymbol: '₱', rebate: true });
    expect(vip.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const vip3 = vip.levels[3]!;
    expect(vip3).toMatchObject({ name: 'VIP3', depositMinor: 20_000_00, validBetMinor: 100_000_00 });
    expect(vip3.benefits).toEqual({
      upgradeBonusMinor: 188_00,
      birthdayBonusMinor: 188_00,
      dailyWithdrawCount: 8,
      dailyWithdrawMinor: 200_000_00,
      dedicatedHost: false,
    });
    expect(vip3.rebateRates).toContainEqual({ productType: 'RNG', rateBp: 70 });
    // Thresholds and benefits only grow with the level.
    for (let i = 1; i < vip.levels.length; i++) {
      expect(vip.levels[i]!.depositMinor).toBeGreaterThan(vip.levels[i - 1]!.depositMinor);
      expect(vip.levels[i]!.benefits.dailyWithdrawMinor).toBeGreaterThanOrEqual(vip.levels[i - 1]!.benefits.dailyWithdrawMinor);
    }
  });

  it('states Jade Dragon’s levels in dong, and refuses a brand without the VIP programme', async () => {
    const jade = await guest('demob02').call('merchantVipLevels', MerchantVipLevelsSchema);
    expect(jade).toMatchObject({ currency: 'VND', currencyExponent: 0 });
    expect(jade.levels[1]!.depositMinor).toBe(400_000);
    expect(await refusal(guest('democ03').call('merchantVipLevels', MerchantVipLevelsSchema))).toMatchObject({ errorCode: 'function.not.available' });
  });

  it('drops the rebate rates while the brand switches its rebate off', async () => {
    admin('feature', 'demob02', 'REBATE3', 'off');
    try {
      const jade = await guest('demob02').call('merchantVipLevels', MerchantVipLevelsSchema);
      expect(jade.rebate).toBe(false);
      expect(jade.levels.every((l) => l.rebateRates.length === 0)).toBe(true);
    } finally {
      admin('feature', 'demob02', 'REBATE3', 'on');
    }
  });
});

describe('the deposit and valid-bet boards', () => {
  it('show the month’s top 20 in order, with masked names only, for guests of each demo brand', async () => {
    for (const merchant of ['demoa01', 'demob02']) {
      const logins = new Set(usernames(merchant).map((u) => u.toLowerCase()));
      for (const name of ['depositRanking', 'validBetRanking'] as const) {
        const board = await guest(merchant).call(name, RankingSchema, { query: { limitNum: 50 } });
        expect(board.list).toHaveLength(20);
        expect(board.list.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        const amounts = board.list.map((e) => e.amountMinor);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
        for (const e of board.list) {
          expect(e.name).toMatch(MASKED);
          expect(logins.has(e.name.toLowerCase())).toBe(false);
          expect(e.isMe).toBe(false);
        }
        expect(board.me).toBeNull();
        expect(board).toMatchObject({ period: 'MONTH', currency: merchant === 'demoa01' ? 'PHP' : 'VND' });
      }
      // The month's regulars came in through the ledger like any member: the books still balance.
      expect(admin('ledger', 'check', merchant)).toMatch(new RegExp(`^${merchant}: ledger balanced`));
    }
  });

  it('counts a deposit credited at the first instant of the month and not one a millisecond before', async () => {
    const p = await newPlayer('demoa01');
    const { from, to } = manila();
    const before = await creditedDeposit(p, 300_00);
    creditedAt(before, from - 1);
    expect((await p.call('depositRanking', RankingSchema)).me).toBeNull();
    const first = await creditedDeposit(p, 700_00);
    creditedAt(first, from);
    const board = await p.call('depositRanking', RankingSchema);
    expect(board).toMatchObject({ from, to });
    expect(board.me).toMatchObject({ amountMinor: 700_00, isMe: true, name: 'ra***x' });
    // A guest reading the same board learns nothing of anyone's own place.
    expect((await guest('demoa01').call('depositRanking', RankingSchema)).me).toBeNull();
  });

  it('orders equal totals by who got there first, the same on every read', async () => {
    const [a, b] = [await newPlayer('demoa01'), await newPlayer('demoa01')];
    const { from } = manila();
    const da = await creditedDeposit(a, 123_457_00);
    const db = await creditedDeposit(b, 123_457_00);
    creditedAt(da, from + 2_000);
    creditedAt(db, from + 1_000);
    const rankOf = async (p: Player) => (await p.call('depositRanking', RankingSchema)).me!.rank;
    const [ra, rb] = [await rankOf(a), await rankOf(b)];
    expect(rb).toBeLessThan(ra);
    expect([await rankOf(a), await rankOf(b)]).toEqual([ra, rb]);
    // Same total, same moment: the older account goes first.
    creditedAt(da, from + 1_000);
    expect(await rankOf(a)).toBeLessThan(await rankOf(b));
  });

  it('puts a big depositor on the public board, masked, and leaves trial accounts off the bet board', async () => {
    const whale = await newPlayer('demoa01');
    await creditedDeposit(whale, 500_000_00);
    await creditedDeposit(whale, 500_000_00);
    const board = await whale.call('depositRanking', RankingSchema);
    expect(board.list[0]).toMatchObject({ rank: 1, amountMinor: 1_000_000_00, isMe: true, name: 'ra***x' });
    expect(board.me).toEqual(board.list[0]);
    expect(board.list).toHaveLength(20);

    const trial = `trialrank${++created}`;
    await addPlatformMember(temp.dbPath, { merchant: 'demoa01', username: trial, password: 'Secret123', type: 4 });
    writePlatformDb(
      temp.dbPath,
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status)
       SELECT 'demoa01', id, ?, ?, 'RNG', 'PG', 'Trial Slot', NULL, 900000000, 0, 900000000, 'SETTLED' FROM members WHERE username = ?`,
      Date.now(),
      Date.now(),
      trial,
    );
    const bets = await guest('demoa01').call('validBetRanking', RankingSchema);
    expect(bets.list.some((e) => e.amountMinor === 900000000)).toBe(false);
  });

  it('answers bad paging with a 400', async () => {
    expect(await refusal(guest('demoa01').call('depositRanking', RankingSchema, { query: { limitNum: 'ten' } }))).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
    });
  });
});

describe('the winners list and the big-win leaderboard', () => {
  it('pages the newest wins, masked, and keeps every win the home ticker shows', async () => {
    const feed = await guest('demoa01').call('winnerFeed', WinnerFeedSchema, { query: { pageNo: 1, pageSize: 20 } });
    expect(feed.list).toHaveLength(20);
    expect(feed.totalCount).toBeGreaterThan(40);
    expect(feed.totalPages).toBe(Math.ceil(feed.totalCount / 20));
    const times = feed.list.map((w) => w.winTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const w of feed.list) expect(w.customerName).toMatch(MASKED);
    const everything = [];
    for (let page = 1; page <= feed.totalPages; page++)
      everything.push(...(await guest('demoa01').call('winnerFeed', WinnerFeedSchema, { query: { pageNo: page, pageSize: 20 } })).list);
    expect(everything).toHaveLength(feed.totalCount);
    const ticker = await guest('demoa01').call('winnerBoard', WinnerBoardSchema, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
    for (const { vo } of ticker.list)
      expect(everything.some((w) => w.customerName === vo.customerName && w.winMinor === Math.round(vo.winAmount * 100))).toBe(true);
    expect(await refusal(guest('demoa01').call('winnerFeed', WinnerFeedSchema, { query: { pageNo: 0 } }))).toMatchObject({ status: 400 });
  });

  it('reads the newest big wins in the order of their index instead of sorting every bet of the brand', () => {
    const db = new Database(temp.dbPath, { readonly: true });
    try {
      const plan = (sql: string, ...params: unknown[]) =>
        db
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((step) => step.detail);
      const feed = plan(NEWEST_BIG_WINS, 'demoa01', WINNERS_KEPT);
      expect(feed).toContain('SEARCH b USING INDEX bet_records_big_wins (merchant=?)');
      expect(feed.join('\n')).not.toMatch(/TEMP B-TREE|SCAN b/);
      // The month's board reads most of the month's bets: one scan, not a lookup per row through the feed's index.
      const month = monthWindow('Asia/Manila', Date.now());
      expect(plan(MONTHS_BIG_WINS, 'demoa01', month.from, month.to, 'ALL', 'ALL', 50).join('\n')).not.toContain('bet_records_big_wins');
    } finally {
      db.close();
    }
  });

  it('ranks the month’s biggest single wins, filters by game type, and shows a fresh big win', async () => {
    const board = await guest('demoa01').call('bigWinLeaderboard', BigWinsSchema);
    expect(board.list.length).toBeGreaterThanOrEqual(20);
    expect(board.list.length).toBeLessThanOrEqual(50);
    const wins = board.list.map((w) => w.winMinor);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
    for (const w of board.list) {
      expect(w.winTime).toBeGreaterThanOrEqual(board.from);
      expect(w.customerName).toMatch(MASKED);
    }
    const live = await guest('demoa01').call('bigWinLeaderboard', BigWinsSchema, { query: { gameType: 'LIVE' } });
    expect(live.list.every((w) => w.gameType === 'LIVE')).toBe(true);
    expect(await refusal(guest('demoa01').call('bigWinLeaderboard', BigWinsSchema, { query: { gameType: 'POKER' } }))).toMatchObject({ status: 400 });

    const lucky = await newPlayer('demoa01');
    writePlatformDb(
      temp.dbPath,
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status)
       SELECT 'demoa01', id, ?, ?, 'RNG', 'PG', 'Mahjong Ways', NULL, 10000, 999999900, 10000, 'SETTLED' FROM members WHERE username = ?`,
      Date.now(),
      Date.now(),
      lucky.username,
    );
    const after = await guest('demoa01').call('bigWinLeaderboard', BigWinsSchema);
    expect(after.list[0]).toMatchObject({ rank: 1, customerName: 'ra***x', gameName: 'Mahjong Ways', winMinor: 999999900, stakeMinor: 10000 });
    expect((await guest('demoa01').call('winnerFeed', WinnerFeedSchema)).list[0]).toMatchObject({ customerName: 'ra***x', winMinor: 999999900 });
  });
});
