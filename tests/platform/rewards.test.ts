import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { BonusesSchema, CreatedDepositSchema, DepositChannelsSchema, WalletBalanceSchema, WithdrawSettingsSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { MerchantVipLevelsSchema } from '~/platform-client/schemas/rankings';
import {
  ClaimHistorySchema,
  ClaimResultSchema,
  LeaderboardSchema,
  MissionSummarySchema,
  RafflesSchema,
  RankProgressSchema,
  RebateSchema,
  ReferralInfoSchema,
  ReferralListSchema,
  RewardsSchema,
  SignUpRewardSchema,
} from '~/platform-client/schemas/rewards';
import { claimableMissionCount, claimableRewardCount } from '@whitelabel/reference-platform/db/claimables';
import { playSpin } from '@whitelabel/reference-platform/db/launches';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The reward centre, referral, missions, VIP rank and rebate (decision 014) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-rewards-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  merchant: string;
  username: string;
  token: string;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
async function player(merchant: string, username: string, password: string): Promise<Player> {
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } });
  const client = clientOf(merchant, token);
  return { merchant, username, token, call: (name, schema, options) => client.call(name, schema, options) };
}
let created = 0;
async function newPlayer(merchant: string, balanceMinor = 0): Promise<Player> {
  const username = `reward${++created}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', balanceMinor });
  return player(merchant, username, 'Secret123');
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; value: unknown; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', value, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const rid = () => crypto.randomUUID();
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
const expectBalancedBooks = (...merchants: string[]) => {
  for (const merchant of merchants) expect(admin('ledger', 'check', merchant)).toMatch(new RegExp(`^${merchant}: ledger balanced`));
};
const total = async (p: Player) => (await p.call('balance', WalletBalanceSchema)).sumBalanceMinor!;
const memberId = (merchant: string, username: string) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant, username) as number;
  } finally {
    db.close();
  }
};
const claimables = (p: Player) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    const id = memberId(p.merchant, p.username);
    return { rewards: claimableRewardCount(db, id), missions: claimableMissionCount(db, id) };
  } finally {
    db.close();
  }
};

/** Spins of the demo slot on a game of the given minimum bet; each writes a settled RNG bet record. */
const launched = new Map<string, string>();
async function spin(p: Player, times: number, minBet = 0.1) {
  // A game stays open between calls (the platform refuses a second launch of an open game).
  const key = `${p.token}:${minBet}`;
  const url = launched.get(key) ?? (await launch(p, minBet));
  launched.set(key, url);
  for (let i = 0; i < times; i++) expect((await fetch(`${temp.platform.url}${url}/spin`, { method: 'POST', body: '{}' })).status).toBe(200);
}
/**
 * Rounds played as the game's spin call plays them (the platform's own `playSpin`, one transaction each, on the
 * platform's database) without an HTTP round trip each: the setup of a threshold hundreds of rounds away. The round
 * that crosses it is still played through `spin`.
 */
async function playRounds(p: Player, times: number, minBet: number) {
  const key = `${p.token}:${minBet}`;
  const url = launched.get(key) ?? (await launch(p, minBet));
  launched.set(key, url);
  const token = url.split('/').pop()!;
  const db = openDatabase(temp.dbPath);
  try {
    const refused = Array.from({ length: times }, () => playSpin(db, token)).filter((r) => 'errorCode' in r);
    expect(refused).toEqual([]);
  } finally {
    db.close();
  }
}
async function launch(p: Player, minBet: number): Promise<string> {
  const c = clientOf(p.merchant, p.token);
  const games = await c.call('gameList', v.object({ games: v.array(v.object({ nodeId: v.number(), minBet: v.number(), vassalage: v.string() })) }), {
    query: { gameType: 'RNG', minBet, pageSize: 100, clientType: 3, platform: 'html5-desktop' },
  });
  const game = games.games.find((g) => g.minBet === minBet)!;
  const answer = await c.call('launchGame', v.object({ content: v.object({ game_url: v.string() }) }), {
    query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
  });
  return answer.content.game_url;
}

async function bankDeposit(p: Player, amountMinor: number) {
  const channel = (await p.call('depositChannels', DepositChannelsSchema)).find((c) => c.type === 'BANK')!;
  const deposit = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: channel.id, amountMinor, requestId: rid() } });
  expect(admin('deposit', 'approve', p.merchant, String(deposit.id))).toMatch(/credited/);
}

describe('referral and the sign-up reward', () => {
  it('links a registration to its referrer, offers the welcome reward once, and pays the referrer on the first deposit', async () => {
    // The captcha is the registration form's business; this test registers straight against the platform.
    admin('feature', 'demoa01', 'CAPTCHA3', 'off');
    const referrer = await newPlayer('demoa01');
    const info = await referrer.call('referralInfo', ReferralInfoSchema);
    expect(info).toMatchObject({ referredCount: 0, earnedMinor: 0, bonusMinor: 10000, minDepositMinor: 50000 });
    expect(info.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await referrer.call('referralInfo', ReferralInfoSchema)).code).toBe(info.code);

    const { token } = await clientOf('demoa01').call('registerUsername', LoginValueSchema, {
      body: { username: 'friendly9', password: 'Friend123', referralCode: info.code.toLowerCase() },
    });
    const friend: Player = {
      merchant: 'demoa01',
      username: 'friendly9',
      token,
      call: (name, schema, options) => clientOf('demoa01', token).call(name, schema, options),
    };
    const list = await referrer.call('referralList', ReferralListSchema);
    expect(list.list).toEqual([expect.objectContaining({ name: 'fr****y9', deposited: false, earnedMinor: 0, rewardStatus: 'NONE' })]);

    // The welcome reward waits for one claim; a replay and a second claim pay nothing more.
    const [welcome] = await friend.call('rewardList', RewardsSchema);
    expect(welcome).toMatchObject({ kind: 'SIGNUP', amountMinor: 8800, turnoverMultiplier: 1, status: 'CLAIMABLE' });
    expect(await friend.call('signUpReward', SignUpRewardSchema)).toMatchObject({ enabled: true, amountMinor: 8800, reward: { id: welcome!.id } });
    expect(claimables(friend).rewards).toBe(1);
    const requestId = rid();
    const paid = await friend.call('claimReward', ClaimResultSchema, { body: { id: welcome!.id, requestId } });
    expect(paid.amountMinor).toBe(8800);
    expect(await refusal(friend.call('claimReward', ClaimResultSchema, { body: { id: welcome!.id, requestId } }))).toMatchObject({
      errorCode: 'request.duplicate',
      value: { id: paid.transactionId },
    });
    expect((await refusal(friend.call('claimReward', ClaimResultSchema, { body: { id: welcome!.id, requestId: rid() } }))).errorCode).toBe('reward.claimed');
    expect(await total(friend)).toBe(8800);
    expect(claimables(friend).rewards).toBe(0);
    // Its wagering holds withdrawals like a deposit bonus.
    expect((await friend.call('bonusDetails', BonusesSchema))[0]).toMatchObject({
      name: 'Welcome reward',
      amountMinor: 8800,
      status: 'ACTIVE',
      turnoverRequiredMinor: 8800,
    });
    expect((await friend.call('withdrawSettings', WithdrawSettingsSchema)).turnoverRequiredMinor).toBe(8800);

    // A deposit below the referral minimum earns nothing; the first one at or above it earns the bonus, once.
    await bankDeposit(friend, 20000);
    expect(await referrer.call('rewardList', RewardsSchema)).toEqual([]);
    await bankDeposit(friend, 50000);
    await bankDeposit(friend, 60000);
    const referral = (await referrer.call('rewardList', RewardsSchema)).filter((r) => r.kind === 'REFERRAL');
    expect(referral).toEqual([expect.objectContaining({ amountMinor: 10000, status: 'CLAIMABLE', title: 'Referral bonus: fr****y9' })]);
    expect((await referrer.call('referralList', ReferralListSchema)).list[0]).toMatchObject({ deposited: true, earnedMinor: 10000, rewardStatus: 'CLAIMABLE' });
    await referrer.call('claimReward', ClaimResultSchema, { body: { id: referral[0]!.id, requestId: rid() } });
    expect(await referrer.call('referralInfo', ReferralInfoSchema)).toMatchObject({ referredCount: 1, earnedMinor: 10000, claimableMinor: 0 });
    expect(await total(referrer)).toBe(10000);
    expect((await referrer.call('promotionClaimList', ClaimHistorySchema)).list).toEqual([expect.objectContaining({ kind: 'REWARD', amountMinor: 10000 })]);

    admin('feature', 'demoa01', 'CAPTCHA3', 'on');
    // A brand without a sign-up reward offers none.
    const minh = await player('demob02', '0912345678', 'Jade12345');
    expect(await minh.call('signUpReward', SignUpRewardSchema)).toMatchObject({ enabled: false, reward: null });
    expectBalancedBooks('demoa01');
  });
});

describe('claims pay once', () => {
  it('pays an operator grant once when two claims race, and keeps bad claims harmless', async () => {
    const p = await newPlayer('demoa01');
    expect(admin('reward', 'grant', 'demoa01', p.username, '250.50', 'Birthday gift')).toMatch(/₱250\.50 for reward\d+ is claimable/);
    const [gift] = await p.call('rewardList', RewardsSchema);
    expect(gift).toMatchObject({ kind: 'GRANT', title: 'Birthday gift', amountMinor: 25050, turnoverMultiplier: 0 });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => p.call('claimReward', ClaimResultSchema, { body: { id: gift!.id, requestId: rid() } })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await total(p)).toBe(25050);

    expect((await refusal(p.call('claimReward', ClaimResultSchema, { body: { id: 'abc', requestId: rid() } }))).errorCode).toBe('reward.not.found');
    expect((await refusal(p.call('claimReward', ClaimResultSchema, { body: { id: gift!.id + 1000, requestId: rid() } }))).errorCode).toBe('reward.not.found');
    expect(await refusal(p.call('claimReward', ClaimResultSchema, { body: { id: gift!.id } }))).toMatchObject({ errorCode: 'request_param_err', status: 400 });
    // Someone else's reward is not found for this member.
    const other = await newPlayer('demoa01');
    admin('reward', 'grant', 'demoa01', other.username, '5', 'Other');
    const [theirs] = await other.call('rewardList', RewardsSchema);
    expect((await refusal(p.call('claimReward', ClaimResultSchema, { body: { id: theirs!.id, requestId: rid() } }))).errorCode).toBe('reward.not.found');
    expect(admin('reward', 'list', 'demoa01', p.username)).toMatch(/CLAIMED\s+GRANT\s+₱250\.50\s+Birthday gift/);
    expect(() => admin('reward', 'grant', 'demoa01', p.username, '-5', 'Bad')).toThrow();
    expect(await total(p)).toBe(25050);
    expectBalancedBooks('demoa01');
  });
});

describe('missions and the leaderboard', () => {
  it('counts logins and spins of the day, pays a completed mission once, and ranks its points', async () => {
    const p = await newPlayer('demoa01', 100000);
    let summary = await p.call('missionSummary', MissionSummarySchema);
    const login = summary.missions.find((m) => m.metric === 'LOGIN')!;
    const spins = summary.missions.find((m) => m.metric === 'SPINS')!;
    expect(login).toMatchObject({ period: 'DAILY', progress: 1, target: 1, status: 'CLAIMABLE' });
    expect(spins).toMatchObject({ period: 'DAILY', progress: 0, target: 10, status: 'IN_PROGRESS' });
    expect(await refusal(p.call('claimMission', ClaimResultSchema, { body: { id: spins.id, requestId: rid() } }))).toMatchObject({
      errorCode: 'mission.not.complete',
      value: { progress: 0, target: 10 },
    });

    await spin(p, 10);
    summary = await p.call('missionSummary', MissionSummarySchema);
    expect(summary.missions.find((m) => m.id === spins.id)).toMatchObject({ progress: 10, status: 'CLAIMABLE' });
    expect(claimables(p).missions).toBe(2);
    const before = await total(p);
    const results = await Promise.allSettled([1, 2, 3].map(() => p.call('claimMission', ClaimResultSchema, { body: { id: spins.id, requestId: rid() } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await total(p)).toBe(before + spins.rewardMinor);
    expect((await refusal(p.call('claimMission', ClaimResultSchema, { body: { id: spins.id, requestId: rid() } }))).errorCode).toBe('mission.claimed');
    await p.call('claimMission', ClaimResultSchema, { body: { id: login.id, requestId: rid() } });
    summary = await p.call('missionSummary', MissionSummarySchema);
    expect(summary.pointsThisWeek).toBe(login.points + spins.points);
    expect(claimables(p).missions).toBe(0);

    const rival = await newPlayer('demoa01');
    await rival.call('claimMission', ClaimResultSchema, { body: { id: login.id, requestId: rid() } });
    const board = await rival.call('missionLeaderboard', LeaderboardSchema);
    expect(board.list.slice(0, 2)).toEqual([
      { rank: 1, name: expect.stringMatching(/^re\*\*\*\*\w\w$/), points: login.points + spins.points, isMe: false },
      { rank: 2, name: rival.username, points: login.points, isMe: true },
    ]);
    expect(board.me).toMatchObject({ rank: 2, isMe: true });
    expect((await refusal(p.call('claimMission', ClaimResultSchema, { body: { id: 999999, requestId: rid() } }))).errorCode).toBe('mission.not.found');
    expectBalancedBooks('demoa01');
  });
});

describe('rebate', () => {
  it('accrues per product at the VIP rate, pays once, and is absent where the brand does not offer it', async () => {
    const p = await newPlayer('demoa01', 100000);
    expect((await p.call('rebateSettings', RebateSchema)).totalMinor).toBe(0);
    expect((await refusal(p.call('claimRebate', ClaimResultSchema, { body: { requestId: rid() } }))).errorCode).toBe('rebate.nothing');
    await spin(p, 20, 1);
    const rebate = await p.call('rebateSettings', RebateSchema);
    const rng = rebate.products.find((x) => x.productType === 'RNG')!;
    expect(rng).toMatchObject({ rateBp: 40, validBetMinor: 20000, rebateMinor: 80 });
    expect(rebate.totalMinor).toBe(80);
    // The badge counts the rebate and, as ₱200 was played today, the daily draw.
    expect(claimables(p).rewards).toBe(2);

    const before = await total(p);
    const requestId = rid();
    const results = await Promise.allSettled([requestId, rid(), rid()].map((id) => p.call('claimRebate', ClaimResultSchema, { body: { requestId: id } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await total(p)).toBe(before + 80);
    expect((await p.call('rebateSettings', RebateSchema)).totalMinor).toBe(0);
    expect((await refusal(p.call('claimRebate', ClaimResultSchema, { body: { requestId: rid() } }))).errorCode).toBe('rebate.nothing');

    // A higher VIP level pays a higher rate on the next bets.
    admin('vip', 'set', 'demoa01', p.username, '5');
    await spin(p, 10, 1);
    expect((await p.call('rebateSettings', RebateSchema)).products.find((x) => x.productType === 'RNG')).toMatchObject({
      rateBp: 90,
      validBetMinor: 10000,
      rebateMinor: 90,
    });

    const minh = await player('demob02', '0912345678', 'Jade12345');
    expect((await refusal(minh.call('rebateSettings', RebateSchema))).errorCode).toBe('function.not.available');
    expectBalancedBooks('demoa01');
  });
});

describe('raffle', () => {
  it('opens the daily draw at the day’s valid bet, pays one prize, and refuses a second draw', async () => {
    const p = await newPlayer('demoa01', 100000);
    let [raffle] = await p.call('raffleStatus', RafflesSchema);
    expect(raffle).toMatchObject({ title: 'Daily lucky draw', minValidBetMinor: 20000, status: 'NOT_ELIGIBLE', prizesMinor: [800, 1800, 2800, 8800] });
    expect((await refusal(p.call('claimRaffle', ClaimResultSchema, { body: { id: raffle!.id, requestId: rid() } }))).errorCode).toBe('raffle.not.eligible');
    await spin(p, 20, 1);
    [raffle] = await p.call('raffleStatus', RafflesSchema);
    expect(raffle!.status).toBe('CLAIMABLE');
    const before = await total(p);
    const won = await p.call('claimRaffle', ClaimResultSchema, { body: { id: raffle!.id, requestId: rid() } });
    expect(raffle!.prizesMinor).toContain(won.prizeMinor);
    expect(await total(p)).toBe(before + won.prizeMinor!);
    expect(await refusal(p.call('claimRaffle', ClaimResultSchema, { body: { id: raffle!.id, requestId: rid() } }))).toMatchObject({
      errorCode: 'raffle.drawn',
      value: { prizeMinor: won.prizeMinor },
    });
    expect((await p.call('raffleStatus', RafflesSchema))[0]).toMatchObject({ status: 'DRAWN', prizeMinor: won.prizeMinor });
    expectBalancedBooks('demoa01');
  });
});

describe('VIP rank', () => {
  // 500 spins one after another (the level's valid-bet threshold, reached exactly), 499 of them played on the
  // platform's database directly: a budget of its own all the same; nothing here is timed.
  it('reports level, next level and what is left, follows the operator, and is off where hasVip is off', { timeout: 60_000 }, async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const progress = await p1.call('playerRankProgress', RankProgressSchema);
    expect(progress).toMatchObject({ level: 3, current: { name: 'VIP3' }, next: { name: 'VIP4', depositMinor: 8_000_000, validBetMinor: 40_000_000 } });
    expect(progress.depositLeftMinor).toBe(8_000_000 - progress.depositMinor);
    expect(progress.validBetLeftMinor).toBe(40_000_000 - progress.validBetMinor);
    expect(progress.levels.map((l) => l.name)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6', 'VIP7', 'VIP8']);
    expect(progress.levels[5]!.benefits).toEqual({ upgradeBonusMinor: 188_800, birthdayBonusMinor: 88_800, dailyWithdrawCount: 15, dedicatedHost: true });

    // Play that reaches a level raises the member and offers each passed level's bonus once.
    const p = await newPlayer('demoa01', 1_000_000);
    await bankDeposit(p, 100_000);
    admin('vip', 'set', 'demoa01', p.username, '0');
    // VIP1 asks for ₱1,000 deposited and ₱5,000 of valid bets: 500 spins of ₱10.
    await playRounds(p, 499, 1);
    expect(await p.call('playerRankProgress', RankProgressSchema)).toMatchObject({ level: 0, depositLeftMinor: 0, validBetLeftMinor: 1000 });
    await spin(p, 1, 1);
    expect((await p.call('playerRankProgress', RankProgressSchema)).level).toBe(1);
    expect((await p.call('rewardList', RewardsSchema)).filter((r) => r.kind === 'VIP')).toEqual([
      expect.objectContaining({ title: 'VIP1 upgrade bonus', amountMinor: 1800 }),
    ]);
    await p.call('playerRankProgress', RankProgressSchema);
    expect((await p.call('rewardList', RewardsSchema)).filter((r) => r.kind === 'VIP')).toHaveLength(1);

    expect(admin('vip', 'set', 'demoa01', p.username, '6')).toMatch(/is now VIP6/);
    expect(await p.call('playerRankProgress', RankProgressSchema)).toMatchObject({ level: 6, next: { name: 'VIP7' } });
    expect(() => admin('vip', 'set', 'demoa01', p.username, '42')).toThrow();

    const kenji = await player('democ03', 'player3', 'Ember12345');
    expect((await refusal(kenji.call('playerRankProgress', RankProgressSchema))).errorCode).toBe('function.not.available');
    const minh = await player('demob02', '0912345678', 'Jade12345');
    expect((await minh.call('playerRankProgress', RankProgressSchema)).current?.name).toBe('VIP2');
    expectBalancedBooks('demoa01', 'demob02');
  });
});

describe('what the VIP table promises, paid', () => {
  const brandToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  const bornOn = (p: Player, birthday: string) =>
    writePlatformDb(
      temp.dbPath,
      "UPDATE members SET extra = json_set(extra, '$.birthday', ?) WHERE merchant = ? AND username = ?",
      birthday,
      p.merchant,
      p.username,
    );
  const vipRewards = async (p: Player) => (await p.call('rewardList', RewardsSchema)).filter((r) => r.kind === 'VIP');

  it("the level's birthday bonus waits in the reward centre on the member's birthday, once, and pays the table's amount", async () => {
    const table = (await clientOf('demoa01').call('merchantVipLevels', MerchantVipLevelsSchema)).levels;
    expect(table[2]!.benefits.birthdayBonusMinor).toBe(8800);
    const p = await newPlayer('demoa01');
    admin('vip', 'set', 'demoa01', p.username, '2');
    bornOn(p, `1990-${brandToday().slice(5)}`);
    expect(claimables(p).rewards).toBe(0);
    await p.call('publicState', v.unknown());
    expect(claimables(p).rewards).toBe(1);
    const [offer] = await vipRewards(p);
    expect(offer).toMatchObject({ title: 'VIP2 birthday bonus', amountMinor: 8800, turnoverMultiplier: 1, status: 'CLAIMABLE' });
    expect(await vipRewards(p)).toHaveLength(1);
    const before = await total(p);
    await p.call('claimReward', ClaimResultSchema, { body: { id: offer!.id, requestId: rid() } });
    expect(await total(p)).toBe(before + 8800);
    expect((await vipRewards(p)).map((r) => r.status)).toEqual(['CLAIMED']);
    expectBalancedBooks('demoa01');

    // Not on another day, and not where the level has no birthday bonus.
    const other = await newPlayer('demoa01');
    admin('vip', 'set', 'demoa01', other.username, '2');
    const [m, d] = brandToday().slice(5).split('-').map(Number) as [number, number];
    bornOn(other, `1990-${String((m % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`);
    expect(await vipRewards(other)).toEqual([]);
    const vip0 = await newPlayer('demoa01');
    bornOn(vip0, `1990-${brandToday().slice(5)}`);
    expect(await vipRewards(vip0)).toEqual([]);
  });

  it('the rebate pays the rate of the level play has reached, before the VIP page is ever opened', async () => {
    writePlatformDb(temp.dbPath, "UPDATE vip_levels SET deposit_minor = 0, valid_bet_minor = 0 WHERE merchant = 'demoa01' AND level = 1");
    try {
      const p = await newPlayer('demoa01');
      const rebate = await p.call('rebateSettings', RebateSchema);
      expect(rebate.vipLevel).toBe(1);
      expect(rebate.products.find((x) => x.productType === 'RNG')!.rateBp).toBe(50);
    } finally {
      writePlatformDb(temp.dbPath, "UPDATE vip_levels SET deposit_minor = 100000, valid_bet_minor = 500000 WHERE merchant = 'demoa01' AND level = 1");
    }
  });
});
