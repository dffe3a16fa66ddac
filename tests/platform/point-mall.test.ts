import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { TransactionsSchema, WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import {
  ConvertResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointConversionSchema,
  PointDetailsSchema,
  PointItemsSchema,
  RedeemResultSchema,
  RedemptionListSchema,
} from '~/platform-client/schemas/points';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The point mall (decision 018) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-points-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  merchant: string;
  username: string;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  token: string;
};

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 20_000, token });
let created = 0;
async function newPlayer(
  merchant: string,
  o: { balanceMinor?: number; points?: number; paymentPassword?: string | null; type?: number } = {},
): Promise<Player> {
  const username = `mall${++created}`;
  await addPlatformMember(temp.dbPath, {
    merchant,
    username,
    password: 'Secret123',
    balanceMinor: o.balanceMinor ?? 0,
    type: o.type,
    paymentPassword: o.paymentPassword === null ? undefined : (o.paymentPassword ?? '246810'),
  });
  if (o.points) await grantPoints(merchant, username, o.points);
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  const client = clientOf(merchant, token);
  return { merchant, username, token, call: (name, schema, options) => client.call(name, schema, options) };
}
/** Points an operator grants by hand (what `points grant` does), without a process per player. */
async function grantPoints(merchant: string, username: string, points: number) {
  const { postPoints } = await import('@whitelabel/reference-platform/db/points-journal');
  const db = new Database(temp.dbPath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const id = db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant, username) as number;
    postPoints(db, { merchant, memberId: id, kind: 'GRANT', points, idempotencyKey: `test-grant:${id}:${crypto.randomUUID()}` });
  } finally {
    db.close();
  }
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
const points = async (p: Player) => (await p.call('pointBalance', PointBalanceSchema)).points;
const itemNamed = async (p: Player, name: string) => (await p.call('pointRewards', PointItemsSchema)).find((i) => i.name === name)!;
const stockOf = (id: number) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT stock FROM point_items WHERE id = ?').pluck().get(id) as number;
  } finally {
    db.close();
  }
};
const expectBooks = (merchant: string) => {
  expect(admin('ledger', 'check', merchant)).toMatch(new RegExp(`^${merchant}: ledger balanced`));
  expect(admin('points', 'check', merchant)).toMatch(/points journal balanced/);
};

/** Spins of the demo slot on a ₱0.10-minimum game: each is a settled RNG bet record of its stake. */
const launched = new Map<string, string>();
async function spin(p: Player, times: number) {
  // A game stays open between calls (the platform refuses a second launch of an open game).
  const url = launched.get(p.token) ?? (await launch(p));
  launched.set(p.token, url);
  for (let i = 0; i < times; i++) expect((await fetch(`${temp.platform.url}${url}/spin`, { method: 'POST', body: '{}' })).status).toBe(200);
}
async function launch(p: Player): Promise<string> {
  const c = clientOf(p.merchant, p.token);
  const games = await c.call('gameList', v.object({ games: v.array(v.object({ nodeId: v.number(), minBet: v.number(), vassalage: v.string() })) }), {
    query: { gameType: 'RNG', minBet: 0.1, pageSize: 100, clientType: 3, platform: 'html5-desktop' },
  });
  const game = games.games.find((g) => g.minBet === 0.1)!;
  const answer = await c.call('launchGame', v.object({ content: v.object({ game_url: v.string() }) }), {
    query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
  });
  return answer.content.game_url;
}
const validBetOf = (merchant: string, username: string) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db
      .prepare(
        "SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records b JOIN members m ON m.id = b.member_id WHERE m.merchant = ? AND m.username = ? AND b.status = 'SETTLED'",
      )
      .pluck()
      .get(merchant, username) as number;
  } finally {
    db.close();
  }
};

describe('the mall for everyone', () => {
  it('shows items, rules and the exchange table to a guest, in the brand currency, with no points of anyone', async () => {
    const guest = createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demob02', language: 'VI', timeoutMs: 20_000 });
    const items = await guest.call('pointRewards', PointItemsSchema);
    expect(items.length).toBeGreaterThan(4);
    expect(items.every((i) => i.redeemedByMe === null && i.imageUrl?.startsWith('/reward/'))).toBe(true);
    expect(items.map((i) => i.name)).toContain('Phiếu cược miễn phí ₫50.000');
    const art = await fetch(`${temp.platform.url}/cdn${items[0]!.imageUrl}`);
    expect(art.headers.get('content-type')).toBe('image/png');
    expect(await guest.call('pointConfig', PointConfigSchema)).toMatchObject({
      currency: 'VND',
      currencyExponent: 0,
      earnValidBetMinor: 10_000,
      expiryDays: null,
    });
    const table = await guest.call('pointConversionType', PointConversionSchema);
    expect(table.rates[0]).toEqual({ minPoints: 500, cashMinorPerStep: 1_000 });
    expect((await refusal(guest.call('pointBalance', PointBalanceSchema))).status).toBe(401);
    // A brand without the module has no mall.
    expect((await refusal(clientOf('democ03').call('pointRewards', PointItemsSchema))).errorCode).toBe('function.not.available');
  });
});

describe('earning', () => {
  it('earns one point per ₱10 of settled valid bets, carries the rest, and never earns a bet twice', async () => {
    const p = await newPlayer('demoa01', { balanceMinor: 50_000 });
    expect(await points(p)).toBe(0);
    await spin(p, 25);
    const first = validBetOf('demoa01', p.username);
    expect(first).toBeGreaterThanOrEqual(1_000);
    const [a, b] = await Promise.all([points(p), points(p)]);
    expect(a).toBe(Math.floor(first / 1_000));
    expect(b).toBe(a);
    await spin(p, 17);
    const total = validBetOf('demoa01', p.username);
    // The remainder of the first accrual counts towards the next point.
    expect(await points(p)).toBe(Math.floor(total / 1_000));
    const details = await p.call('pointDetails', PointDetailsSchema);
    expect(details.list.every((d) => d.kind === 'EARN')).toBe(true);
    expect(details.totals).toEqual({ earned: Math.floor(total / 1_000), spent: 0 });
    expectBooks('demoa01');
  });
});

describe('redeeming', () => {
  it('takes the points and one of the stock, opens the redemption In Process, and a replay takes nothing more', async () => {
    const p = await newPlayer('demoa01', { points: 5_000 });
    const chip = await itemNamed(p, 'Lucky Gold Chip');
    const requestId = rid();
    const done = await p.call('redeemPoint', RedeemResultSchema, { body: { itemId: chip.id, paymentPassword: '246810', requestId } });
    expect(done).toMatchObject({ status: 'IN_PROCESS', points: 2_500, balance: 2_500 });
    expect(stockOf(chip.id)).toBe(chip.stock - 1);
    const replay = await refusal(p.call('redeemPoint', RedeemResultSchema, { body: { itemId: chip.id, paymentPassword: '246810', requestId } }));
    expect(replay).toMatchObject({ errorCode: 'request.duplicate', value: { id: done.id } });
    expect(await points(p)).toBe(2_500);
    expect(stockOf(chip.id)).toBe(chip.stock - 1);
    const history = await p.call('redeemPointList', RedemptionListSchema);
    expect(history.list).toEqual([expect.objectContaining({ id: done.id, itemName: 'Lucky Gold Chip', points: 2_500, status: 'IN_PROCESS', reason: null })]);
    expect((await itemNamed(p, 'Lucky Gold Chip')).redeemedByMe).toBe(1);
    expect(await p.call('pointBalance', PointBalanceSchema)).toMatchObject({ points: 2_500, spentPoints: 2_500, inProcessPoints: 2_500 });
  });

  it('refuses, changing nothing: too few points, out of stock, over the limit, a wrong or missing payment password, a trial account', async () => {
    const p = await newPlayer('demoa01', { points: 13_000 });
    const headset = await itemNamed(p, 'Aurora Gaming Headset');
    const tote = await itemNamed(p, 'Aurora Tote Bag');
    const phone = await itemNamed(p, 'Flagship Smartphone');
    const redeem = (itemId: number, paymentPassword = '246810') =>
      p.call('redeemPoint', RedeemResultSchema, { body: { itemId, paymentPassword, requestId: rid() } });

    expect(await refusal(redeem(phone.id))).toMatchObject({ errorCode: 'points.insufficient', value: { points: 13_000, needed: 80_000 } });
    expect((await refusal(redeem(tote.id))).errorCode).toBe('item.out.of.stock');
    expect((await refusal(redeem(999_999))).errorCode).toBe('item.not.found');
    expect(await refusal(redeem(headset.id, '111111'))).toMatchObject({ errorCode: 'payment.password.invalid', value: { attemptsLeft: 4 } });
    expect(await points(p)).toBe(13_000);
    expect(stockOf(headset.id)).toBe(headset.stock);

    await redeem(headset.id);
    expect(await refusal(redeem(headset.id))).toMatchObject({ errorCode: 'item.limit.reached', value: { limit: 1 } });
    expect(await points(p)).toBe(1_000);

    const noPassword = await newPlayer('demoa01', { points: 5_000, paymentPassword: null });
    const gift = await itemNamed(noPassword, 'Mystery Gift Box');
    expect(
      (await refusal(noPassword.call('redeemPoint', RedeemResultSchema, { body: { itemId: gift.id, paymentPassword: '123456', requestId: rid() } }))).errorCode,
    ).toBe('payment.password.required');
    expect(await points(noPassword)).toBe(5_000);

    const trial = await newPlayer('demoa01', { type: 4 });
    expect(
      await refusal(trial.call('redeemPoint', RedeemResultSchema, { body: { itemId: gift.id, paymentPassword: '246810', requestId: rid() } })),
    ).toMatchObject({ errorCode: 'account.trial', status: 403 });
  });

  it('never sells more than the stock when players race for the last items', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => newPlayer('demoa01', { points: 30_000 })));
    const watch = await itemNamed(racers[0]!, 'Smart Watch');
    writePlatformDb(temp.dbPath, 'UPDATE point_items SET stock = 2 WHERE id = ?', watch.id);
    const outcomes = await Promise.allSettled(
      racers.map((p) => p.call('redeemPoint', RedeemResultSchema, { body: { itemId: watch.id, paymentPassword: '246810', requestId: rid() } })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as PlatformError).details.errorCode).toBe('item.out.of.stock');
    expect(stockOf(watch.id)).toBe(0);
    const balances = await Promise.all(racers.map(points));
    expect(balances.filter((b) => b === 5_000)).toHaveLength(2);
    expect(balances.filter((b) => b === 30_000)).toHaveLength(4);
  });
});

describe('the operator’s decision', () => {
  it('approves, or rejects with the points and the stock back exactly once', async () => {
    const p = await newPlayer('demoa01', { points: 3_000 });
    const voucher = await itemNamed(p, '₱100 Free Bet Voucher');
    const first = await p.call('redeemPoint', RedeemResultSchema, { body: { itemId: voucher.id, paymentPassword: '246810', requestId: rid() } });
    const second = await p.call('redeemPoint', RedeemResultSchema, { body: { itemId: voucher.id, paymentPassword: '246810', requestId: rid() } });
    expect(await points(p)).toBe(1_000);
    expect(admin('redeem', 'list', 'demoa01', 'IN_PROCESS')).toContain(p.username);

    expect(admin('redeem', 'approve', 'demoa01', String(first.id))).toMatch(/APPROVED/);
    expect(admin('redeem', 'reject', 'demoa01', String(second.id), 'Address', 'not', 'found')).toMatch(/REJECTED/);
    expect(await points(p)).toBe(2_000);
    expect(stockOf(voucher.id)).toBe(voucher.stock - 1);
    // Once decided, neither decision runs again: no second refund.
    expect(() => admin('redeem', 'reject', 'demoa01', String(second.id))).toThrow(/redemption.decided/);
    expect(() => admin('redeem', 'reject', 'demoa01', String(first.id))).toThrow(/redemption.decided/);
    expect(await points(p)).toBe(2_000);
    expect(stockOf(voucher.id)).toBe(voucher.stock - 1);

    const history = await p.call('redeemPointList', RedemptionListSchema);
    expect(history.list.map((r) => [r.id, r.status, r.reason])).toEqual([
      [second.id, 'REJECTED', 'Address not found'],
      [first.id, 'APPROVED', null],
    ]);
    const details = await p.call('pointDetails', PointDetailsSchema);
    expect(details.list.map((d) => [d.kind, d.points])).toEqual([
      ['REDEEM_REFUND', 1_000],
      ['REDEEM', -1_000],
      ['REDEEM', -1_000],
      ['GRANT', 3_000],
    ]);
    expect(details.totals).toEqual({ earned: 3_000, spent: 1_000 });
    expectBooks('demoa01');
  });
});

describe('conversion to cash', () => {
  it('pays the tier for the amount from the house to the wallet in one balanced transaction, and a replay pays once', async () => {
    const p = await newPlayer('demoa01', { balanceMinor: 10_000, points: 6_000 });
    const wallet = async () => (await p.call('balance', WalletBalanceSchema)).sumBalanceMinor!;
    const requestId = rid();
    // 5,000 points reach the second tier: ₱1.20 per 100 points.
    const done = await p.call('convertPoint', ConvertResultSchema, { body: { points: 5_000, paymentPassword: '246810', requestId } });
    expect(done).toMatchObject({ points: 5_000, amountMinor: 6_000, balance: 1_000 });
    expect(await wallet()).toBe(16_000);
    expect((await refusal(p.call('convertPoint', ConvertResultSchema, { body: { points: 5_000, paymentPassword: '246810', requestId } }))).errorCode).toBe(
      'request.duplicate',
    );
    expect(await wallet()).toBe(16_000);
    expect(await points(p)).toBe(1_000);
    const statement = await p.call('transactions', TransactionsSchema);
    expect(statement.list[0]).toMatchObject({ type: 'REDEEM', amountMinor: 6_000, balanceAfterMinor: 16_000 });
    expectBooks('demoa01');
  });

  it('refuses below the minimum, off the step, above the balance or with a wrong password, moving nothing', async () => {
    const p = await newPlayer('demob02', { balanceMinor: 100_000, points: 900 });
    const convert = (n: number, paymentPassword = '246810') =>
      p.call('convertPoint', ConvertResultSchema, { body: { points: n, paymentPassword, requestId: rid() } });
    expect(await refusal(convert(400))).toMatchObject({ errorCode: 'points.below.min', value: { min: 500 } });
    expect(await refusal(convert(550))).toMatchObject({ errorCode: 'points.step', value: { step: 100 } });
    expect(await refusal(convert(1_000))).toMatchObject({ errorCode: 'points.insufficient', value: { points: 900, needed: 1_000 } });
    expect((await refusal(convert(500, '000000'))).errorCode).toBe('payment.password.invalid');
    expect(await points(p)).toBe(900);
    expect((await p.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(100_000);
    // ₫1,000 per 100 points at the first tier.
    expect((await convert(900)).amountMinor).toBe(9_000);
    expect((await p.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(109_000);
    expectBooks('demob02');
  });
});
