import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { LuckyDrawHistorySchema, LuckyDrawResultSchema, LuckyEventsSchema, type LuckyKind } from '~/platform-client/schemas/lucky-draws';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { PointBalanceSchema } from '~/platform-client/schemas/points';
import { RewardsSchema } from '~/platform-client/schemas/rewards';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Red envelopes, golden eggs and prize wheels (decision 025) on the reference platform, through the site's typed client. */
const temp = useTempPlatform('platform-lucky-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  merchant: string;
  username: string;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
async function player(merchant: string, username: string, password: string): Promise<Player> {
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } });
  const client = clientOf(merchant, token);
  return { merchant, username, call: (name, schema, options) => client.call(name, schema, options) };
}
let created = 0;
async function newPlayer(merchant = 'demoa01', type = 0): Promise<Player> {
  const username = `lucky${++created}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', balanceMinor: 10_000, type });
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
const expectBalancedBooks = (merchant: string) => expect(admin('ledger', 'check', merchant)).toMatch(new RegExp(`^${merchant}: ledger balanced`));
const read = <T>(sql: string, ...params: unknown[]): T => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
};
const balance = async (p: Player) => (await p.call('balance', WalletBalanceSchema)).sumBalanceMinor!;
const eventsOf = (p: Player) => p.call('luckyEvents', LuckyEventsSchema);
const eventOf = async (p: Player, kind: LuckyKind) => (await eventsOf(p)).events.find((e) => e.kind === kind && e.status === 'RUNNING')!;
const draw = (p: Player, id: number, requestId = rid(), ticketId?: number) =>
  p.call('drawLuckyEvent', LuckyDrawResultSchema, { body: { id, requestId, ...(ticketId ? { ticketId } : {}) } });
const iso = (at: number) => new Date(at).toISOString();
/** A running event of its own, scheduled by the operator, whose prizes are all of one kind (so a test knows what a draw pays). */
function runningEvent(kind: LuckyKind, prizeKind: 'BONUS' | 'POINTS' | 'FREE_SPINS'): number {
  const id = Number(/#(\d+)/.exec(admin('event', 'schedule', 'demoa01', kind, iso(Date.now() - 60_000), iso(Date.now() + 86_400_000)))![1]);
  writePlatformDb(temp.dbPath, 'DELETE FROM lucky_prizes WHERE event_id = ? AND kind <> ?', id, prizeKind);
  return id;
}

describe('lucky-draw events', () => {
  it('lists each brand’s running events with their prizes for guests, and the seeded tickets for the demo players', async () => {
    const guest = await clientOf('demoa01').call('luckyEvents', LuckyEventsSchema);
    expect(
      guest.events
        .filter((e) => e.status === 'RUNNING')
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['GOLDEN_EGG', 'PRIZE_WHEEL', 'RED_ENVELOPE']);
    expect(guest.events.every((e) => e.tickets === null && e.prizes.length > 0)).toBe(true);
    expect(guest.currency).toEqual({ code: 'PHP', symbol: '₱', exponent: 2 });
    const wheel = guest.events.find((e) => e.kind === 'PRIZE_WHEEL')!;
    expect(wheel.prizes).toHaveLength(8);
    expect(wheel.prizes.reduce((sum, p) => sum + p.chanceBp, 0)).toBeGreaterThanOrEqual(9_990);

    const jade = await clientOf('demob02').call('luckyEvents', LuckyEventsSchema);
    expect(jade.currency.code).toBe('VND');
    // Dong have no minor units: bonuses are whole thousands.
    expect(
      jade.events
        .flatMap((e) => e.prizes)
        .filter((p) => p.kind === 'BONUS')
        .every((p) => p.amount % 1000 === 0),
    ).toBe(true);

    const lin = await player('demoa01', 'player1', 'Player123');
    expect((await eventsOf(lin)).events.map((e) => e.tickets)).toEqual([3, 3, 3]);
    // Ember Play does not run lucky draws: the module is off.
    expect((await refusal(clientOf('democ03').call('luckyEvents', LuckyEventsSchema))).errorCode).toBe('function.not.available');
  });

  it('spends one ticket per draw, pays the prize into the ledger, and answers a replay with the same draw', async () => {
    const p = await newPlayer();
    const wheel = { id: runningEvent('PRIZE_WHEEL', 'BONUS') };
    expect((await eventsOf(p)).events.find((e) => e.id === wheel.id)?.tickets).toBe(0);
    expect((await refusal(draw(p, wheel.id))).errorCode).toBe('lucky.no.ticket');
    expect(admin('event', 'tickets', 'demoa01', p.username, '2', String(wheel.id))).toContain('2 ticket(s)');

    const before = await balance(p);
    const requestId = rid();
    const won = await draw(p, wheel.id, requestId);
    expect(won.prize.kind).toBe('BONUS');
    expect(won.ticketsLeft).toBe(1);
    expect(won.transactionId).not.toBeNull();
    expect(await balance(p)).toBe(before + won.prize.amount);

    const again = await draw(p, wheel.id, requestId);
    expect(again).toMatchObject({ id: won.id, replayed: true, ticketsLeft: 1 });
    expect(await balance(p)).toBe(before + won.prize.amount);
    expect((await eventsOf(p)).events.find((e) => e.id === wheel.id)?.tickets).toBe(1);

    const history = await p.call('luckyDrawHistory', LuckyDrawHistorySchema);
    expect(history.list.map((h) => [h.id, h.kind, h.prize.amount])).toEqual([[won.id, 'PRIZE_WHEEL', won.prize.amount]]);
    expectBalancedBooks('demoa01');
  });

  it('pays points into the points journal and free spins as a claimable reward', async () => {
    const p = await newPlayer();
    const egg = { id: runningEvent('GOLDEN_EGG', 'POINTS') };
    admin('event', 'tickets', 'demoa01', p.username, '2', String(egg.id));
    const points = await draw(p, egg.id);
    expect(points.prize.kind).toBe('POINTS');
    expect((await p.call('pointBalance', PointBalanceSchema)).points).toBe(points.prize.amount);

    const envelope = { id: runningEvent('RED_ENVELOPE', 'FREE_SPINS') };
    admin('event', 'tickets', 'demoa01', p.username, '1', String(envelope.id));
    const spins = await draw(p, envelope.id);
    expect(spins.prize.kind).toBe('FREE_SPINS');
    const rewards = await p.call('rewardList', RewardsSchema);
    expect(rewards.find((r) => r.id === spins.rewardId)).toMatchObject({ status: 'CLAIMABLE', amountMinor: spins.prize.amount * spins.prize.spinValueMinor });
  });

  it('pays a ticket once: a named ticket used twice is refused, and concurrent draws on one ticket pay once', async () => {
    const p = await newPlayer();
    const envelope = { id: runningEvent('RED_ENVELOPE', 'BONUS') };
    admin('event', 'tickets', 'demoa01', p.username, '1', String(envelope.id));
    const before = await balance(p);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => draw(p, envelope.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(((r as PromiseRejectedResult).reason as PlatformError).details.errorCode).toBe('lucky.no.ticket');
    const first = (won[0] as PromiseFulfilledResult<v.InferOutput<typeof LuckyDrawResultSchema>>).value;
    expect(await balance(p)).toBe(before + first.prize.amount);

    const used = await refusal(draw(p, envelope.id, rid(), first.ticketId));
    expect(used).toMatchObject({ errorCode: 'lucky.ticket.used', status: 409, value: { drawId: first.id } });
    expect(await balance(p)).toBe(before + first.prize.amount);
    const memberId = read<number>('SELECT id FROM members WHERE merchant = ? AND username = ?', 'demoa01', p.username);
    expect(read<number>("SELECT COUNT(*) FROM ledger_transactions WHERE member_id = ? AND idempotency_key LIKE 'lucky:%'", memberId)).toBe(1);
    expectBalancedBooks('demoa01');
  });

  it('refuses a draw outside the event’s window and keeps the ticket', async () => {
    const p = await newPlayer();
    const now = Date.now();
    const scheduled = admin('event', 'schedule', 'demoa01', 'GOLDEN_EGG', iso(now + 86_400_000), iso(now + 2 * 86_400_000));
    const upcomingId = Number(/#(\d+)/.exec(scheduled)![1]);
    expect(scheduled).toContain('upcoming');
    admin('event', 'tickets', 'demoa01', p.username, '2', String(upcomingId));
    const upcoming = (await eventsOf(p)).events.find((e) => e.id === upcomingId)!;
    expect(upcoming).toMatchObject({ status: 'UPCOMING', tickets: 2 });
    expect(await refusal(draw(p, upcomingId))).toMatchObject({ errorCode: 'lucky.not.started', value: { startsAt: upcoming.startsAt } });

    // The operator ends it: the tickets stay unspent, and a draw is refused as ended.
    writePlatformDb(temp.dbPath, 'UPDATE lucky_events SET starts_at = ?, ends_at = ? WHERE id = ?', now - 2 * 86_400_000, now - 1000, upcomingId);
    expect((await refusal(draw(p, upcomingId))).errorCode).toBe('lucky.ended');
    expect(read<number>('SELECT COUNT(*) FROM lucky_tickets WHERE event_id = ? AND used_at IS NULL', upcomingId)).toBe(2);
    expect((await p.call('luckyDrawHistory', LuckyDrawHistorySchema)).totalCount).toBe(0);
    expect(admin('event', 'list', 'demoa01')).toMatch(new RegExp(`#${upcomingId} GOLDEN_EGG\\s+ENDED`));
  });

  it('earns tickets from the day’s valid bets and deposits, up to the daily cap', async () => {
    const p = await newPlayer();
    const wheel = await eventOf(p, 'PRIZE_WHEEL');
    const memberId = read<number>('SELECT id FROM members WHERE merchant = ? AND username = ?', 'demoa01', p.username);
    // A settled ₱250 valid bet: two tickets at one per ₱100.
    writePlatformDb(
      temp.dbPath,
      "INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status) VALUES ('demoa01', ?, ?, ?, 'RNG', 'PG', 'Test slot', 25000, 0, 25000, 'SETTLED')",
      memberId,
      Date.now(),
      Date.now(),
    );
    const earned = await eventOf(p, 'PRIZE_WHEEL');
    expect(earned.tickets).toBe(2);
    expect(earned.today).toMatchObject({ validBetMinor: 25_000, earned: 2, nextTicketInMinor: 5_000 });
    // Reading again does not earn them twice.
    expect((await eventOf(p, 'PRIZE_WHEEL')).tickets).toBe(2);
    writePlatformDb(
      temp.dbPath,
      "INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status) VALUES ('demoa01', ?, ?, ?, 'RNG', 'PG', 'Test slot', 5000000, 0, 5000000, 'SETTLED')",
      memberId,
      Date.now(),
      Date.now(),
    );
    expect((await eventOf(p, 'PRIZE_WHEEL')).tickets).toBe(wheel.rules.dailyTicketCap);
  });

  it('turns trial accounts away and keeps another brand’s events out of reach', async () => {
    const trial = await newPlayer('demoa01', 4);
    const wheel = await eventOf(trial, 'PRIZE_WHEEL');
    expect(wheel.tickets).toBeNull();
    expect(await refusal(draw(trial, wheel.id))).toMatchObject({ errorCode: 'account.trial', status: 403 });
    const jade = await newPlayer('demob02');
    expect((await refusal(draw(jade, wheel.id))).errorCode).toBe('lucky.not.found');
    expect((await refusal(jade.call('drawLuckyEvent', LuckyDrawResultSchema, { body: { id: wheel.id } }))).errorCode).toBe('request_param_err');
  });
});
