import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { CreatedDepositSchema, CreatedIdSchema, WithdrawAccountSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { ExclusionSchema, LimitChangeSchema, PlaySessionSchema, ResponsibleGamingSchema } from '~/platform-client/schemas/responsible-gambling';
import { createDeposit } from '@whitelabel/reference-platform/db/deposits';
import { memberAccount, operatorAccount, post } from '@whitelabel/reference-platform/db/ledger';
import { messagePage, sendNotice } from '@whitelabel/reference-platform/db/inbox';
import { activeExclusion, checkLaunch, checkStake, exclude, exclusionEnd, limitStates, setLimit } from '@whitelabel/reference-platform/db/responsible-gambling';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Responsible gambling (decision 023): the rules over period ends with an injected clock, then every door they guard, over HTTP. */
const temp = useTempPlatform('platform-rg-');
const HOUR = 3_600_000;
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
const rid = () => crypto.randomUUID();
/** A wall-clock time in Manila (UTC+8, no daylight saving), demo-a's zone. */
const manila = (iso: string) => Date.parse(`${iso}+08:00`);

let db: Database.Database;
beforeAll(() => {
  db = new Database(temp.dbPath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
});
afterAll(() => db?.close());

let created = 0;
async function member(merchant = 'demoa01', balanceMinor = 1_000_000, extra: { payeeName?: string; paymentPassword?: string } = {}) {
  const username = `rg${++created}`;
  const id = await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', balanceMinor, ...extra });
  return { id, merchant, username };
}

/** A bank deposit asked for at `at`. */
const deposit = (m: { id: number; merchant: string }, amountMinor: number, at: number) =>
  createDeposit(db, m, { channelId: 101, amountMinor, promotionId: null, requestId: rid(), returnUrl: null }, at);
/** A settled slot round at `at`: stake out, win back, as the demo slot posts it. */
function round(m: { id: number; merchant: string }, stakeMinor: number, winMinor: number, at: number) {
  post(db, {
    merchant: m.merchant,
    kind: 'GAME',
    memberId: m.id,
    idempotencyKey: `rg-test:${rid()}`,
    at,
    legs: [
      { account: memberAccount(db, m.id, 'MAIN'), amount: -stakeMinor, type: 'RNG' },
      { account: operatorAccount(db, m.merchant, 'PHP', 'GAMES'), amount: stakeMinor - winMinor, type: 'RNG' },
      { account: memberAccount(db, m.id, 'MAIN'), amount: winMinor, type: 'RNG' },
    ],
  });
}
function codeOf(work: () => unknown): string | null {
  try {
    work();
    return null;
  } catch (error) {
    return (error as { errorCode?: string }).errorCode ?? String(error);
  }
}

describe('limits over the merchant’s days, weeks and months (injected clock)', () => {
  it('a daily deposit limit counts the local day: full at 23:59 in Manila, fresh at 00:00 (16:00 UTC)', async () => {
    const m = await member();
    const t0 = manila('2026-03-04T10:00:00');
    expect(setLimit(db, m, 'DEPOSIT', 'DAY', 100_000, t0)).toEqual({ applied: 'NOW', amountMinor: 100_000, pendingAt: null });
    deposit(m, 80_000, t0);
    expect(codeOf(() => deposit(m, 30_000, manila('2026-03-04T23:59:00')))).toBe('rg.deposit.limit');
    expect(() => deposit(m, 20_000, manila('2026-03-04T23:59:00'))).not.toThrow();
    expect(codeOf(() => deposit(m, 10_000, manila('2026-03-04T23:59:59')))).toBe('rg.deposit.limit');
    expect(codeOf(() => deposit(m, 100_000, manila('2026-03-05T00:00:00')))).toBeNull();
  });

  it('a weekly wager limit runs Monday to Sunday', async () => {
    const m = await member();
    const sunday = manila('2026-03-08T22:00:00');
    setLimit(db, m, 'WAGER', 'WEEK', 10_000, sunday);
    round(m, 6_000, 12_000, manila('2026-03-02T09:00:00')); // Monday, a win: wagers count, wins do not undo them
    round(m, 4_000, 0, sunday);
    expect(codeOf(() => checkStake(db, m, 100, sunday))).toBe('rg.wager.limit');
    expect(codeOf(() => checkStake(db, m, 10_000, manila('2026-03-09T00:00:01')))).toBeNull();
    expect(codeOf(() => checkStake(db, m, 10_001, manila('2026-03-09T00:00:01')))).toBe('rg.wager.limit');
  });

  it('a monthly loss limit counts net losses of the local month and stops launches when used up', async () => {
    const m = await member();
    const session = crypto.randomBytes(8).toString('hex');
    db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      session,
      m.id,
      manila('2026-03-31T23:00:00'),
      manila('2026-04-02T00:00:00'),
    );
    setLimit(db, m, 'LOSS', 'MONTH', 5_000, manila('2026-03-01T00:00:00'));
    round(m, 3_000, 1_000, manila('2026-03-10T12:00:00')); // −20.00
    // A stake that could lose more than is left is refused before it is played.
    expect(codeOf(() => checkStake(db, m, 3_001, manila('2026-03-10T12:00:01')))).toBe('rg.loss.limit');
    expect(codeOf(() => checkStake(db, m, 3_000, manila('2026-03-10T12:00:01')))).toBeNull();
    round(m, 3_000, 0, manila('2026-03-31T23:30:00'));
    const full = { ...m, token: session };
    expect(codeOf(() => checkLaunch(db, full, manila('2026-03-31T23:59:00')))).toBe('rg.loss.limit');
    expect(codeOf(() => checkLaunch(db, full, manila('2026-04-01T00:00:01')))).toBeNull();
    expect(limitStates(db, m, manila('2026-03-31T23:59:00')).find((s) => s.kind === 'LOSS' && s.period === 'MONTH')).toMatchObject({
      usedMinor: 5_000,
      remainingMinor: 0,
      periodEndsAt: manila('2026-04-01T00:00:00'),
    });
  });

  it('a session time limit stops launches once the sign-in is that old', async () => {
    const m = await member();
    const start = manila('2026-05-01T20:00:00');
    const token = crypto.randomBytes(8).toString('hex');
    db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(token, m.id, start, start + 12 * HOUR);
    setLimit(db, m, 'SESSION', 'SESSION', 60, start);
    expect(codeOf(() => checkLaunch(db, { ...m, token }, start + 59 * 60_000))).toBeNull();
    expect(codeOf(() => checkLaunch(db, { ...m, token }, start + 60 * 60_000))).toBe('rg.session.limit');
  });
});

describe('cooling-off', () => {
  it('lowering holds at once; raising and removing wait 24 hours, then hold', async () => {
    const m = await member();
    const t = manila('2026-06-10T08:00:00');
    setLimit(db, m, 'DEPOSIT', 'MONTH', 50_000, t);
    const raised = setLimit(db, m, 'DEPOSIT', 'MONTH', 200_000, t + HOUR);
    expect(raised).toEqual({ applied: 'PENDING', amountMinor: 50_000, pendingAt: t + 25 * HOUR });
    expect(codeOf(() => deposit(m, 60_000, t + 25 * HOUR - 1))).toBe('rg.deposit.limit');
    expect(codeOf(() => deposit(m, 60_000, t + 25 * HOUR))).toBeNull();
    // A lower one now drops the waiting raise; removing waits too, and the limit holds meanwhile.
    expect(setLimit(db, m, 'DEPOSIT', 'MONTH', 70_000, t + 26 * HOUR).applied).toBe('NOW');
    expect(setLimit(db, m, 'DEPOSIT', 'MONTH', null, t + 27 * HOUR)).toEqual({ applied: 'PENDING', amountMinor: 70_000, pendingAt: t + 51 * HOUR });
    const waiting = limitStates(db, m, t + 28 * HOUR).find((s) => s.kind === 'DEPOSIT' && s.period === 'MONTH');
    expect(waiting).toMatchObject({ amountMinor: 70_000, pendingRemoval: true, pendingAt: t + 51 * HOUR });
    expect(codeOf(() => deposit(m, 20_000, t + 28 * HOUR))).toBe('rg.deposit.limit');
    expect(limitStates(db, m, t + 51 * HOUR).find((s) => s.kind === 'DEPOSIT' && s.period === 'MONTH')).toMatchObject({ amountMinor: null, pendingAt: null });
    expect(codeOf(() => deposit(m, 500_000, t + 51 * HOUR))).toBeNull();
  });

  it('follows the merchant’s own cooling-off, and a merchant without the tools enforces nothing', async () => {
    admin('rg', 'setting', 'demob02', 'on', '72');
    try {
      const m = await member('demob02');
      const t = Date.UTC(2026, 6, 1);
      setLimit(db, m, 'WAGER', 'DAY', 100_000, t);
      expect(setLimit(db, m, 'WAGER', 'DAY', 200_000, t).pendingAt).toBe(t + 72 * HOUR);
      admin('rg', 'setting', 'demob02', 'off');
      expect(codeOf(() => checkStake(db, m, 150_000, t))).toBeNull();
    } finally {
      admin('rg', 'setting', 'demob02', 'on', '24');
    }
  });
});

describe('breaks', () => {
  it('ends on the calendar: 6 months, 1 and 5 years; permanent never ends', () => {
    const t = Date.UTC(2026, 0, 31, 12);
    expect(exclusionEnd('24H', t)).toBe(t + 24 * HOUR);
    expect(new Date(exclusionEnd('6M', t)!).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(new Date(exclusionEnd('5Y', t)!).toISOString()).toBe('2031-01-31T12:00:00.000Z');
    expect(exclusionEnd('PERMANENT', t)).toBeNull();
  });
});

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
async function signIn(merchant: string, username: string, password = 'Secret123') {
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } });
  const c = clientOf(merchant, token);
  return { token, call: <S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions) => c.call(name, schema, options) };
}
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode, value, status };
  }
  throw new Error('expected a refusal');
}
const GameListSchema = v.object({ games: v.array(v.object({ nodeId: v.number(), minBet: v.number(), vassalage: v.string() })) });
const LaunchSchema = v.object({ content: v.object({ game_url: v.string() }) });

describe('over HTTP, as the site calls it', () => {
  it('shows limits, refuses a deposit above the one in force, and shows a raise waiting with its time', async () => {
    const m = await member();
    const p = await signIn('demoa01', m.username);
    expect(await p.call('setLimit', LimitChangeSchema, { body: { kind: 'DEPOSIT', period: 'DAY', amountMinor: 20_000 } })).toMatchObject({
      applied: 'NOW',
      amountMinor: 20_000,
    });
    const refused = await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 30_000, requestId: rid() } }));
    expect(refused).toMatchObject({ errorCode: 'rg.deposit.limit', value: { remainingMinor: 20_000, limitMinor: 20_000, period: 'DAY' } });
    expect(await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 20_000, requestId: rid() } })).toMatchObject({
      status: 'PENDING',
    });
    const before = Date.now();
    const raised = await p.call('setLimit', LimitChangeSchema, { body: { kind: 'DEPOSIT', period: 'DAY', amountMinor: 90_000 } });
    expect(raised.applied).toBe('PENDING');
    const overview = await p.call('responsibleGaming', ResponsibleGamingSchema);
    const day = overview.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'DAY')!;
    expect(day).toMatchObject({ amountMinor: 20_000, usedMinor: 20_000, remainingMinor: 0, pendingAmountMinor: 90_000 });
    expect(day.pendingAt! - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(day.pendingAt! - before).toBeLessThan(24 * HOUR + 60_000);
    expect(overview.activity.map((a) => a.days)).toEqual([1, 7, 30]);
    for (const bad of [
      { kind: 'DEPOSIT', period: 'DAY', amountMinor: -5 },
      { kind: 'DEPOSIT', period: 'DAY', amountMinor: 1.5 },
      { kind: 'SESSION', period: 'SESSION', amountMinor: 1 },
    ]) {
      expect((await refusal(p.call('setLimit', LimitChangeSchema, { body: bad }))).errorCode).toBe('rg.limit.invalid');
    }
    expect(admin('rg', 'show', 'demoa01', m.username)).toMatch(/DEPOSIT DAY: 200\.00 PHP, used 200\.00 PHP, changes to 900\.00 PHP at \d{4}-\d\d-\d\d/);
  });

  it('refuses a launch past the loss limit, and a slot spin or a sportsbook stake past the wager limit', async () => {
    const m = await member();
    const p = await signIn('demoa01', m.username);
    const games = await p.call('gameList', GameListSchema, { query: { gameType: 'RNG', minBet: 1, pageSize: 100, clientType: 3, platform: 'html5-desktop' } });
    const game = games.games.find((g) => g.minBet === 1)!;
    const launch = () =>
      p.call('launchGame', LaunchSchema, {
        query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
      });
    // ₱10.00 spins against a ₱15.00 daily wager limit: one spin, then a refusal that moves no money.
    await p.call('setLimit', LimitChangeSchema, { body: { kind: 'WAGER', period: 'DAY', amountMinor: 1_500 } });
    const spinUrl = `${temp.platform.url}${(await launch()).content.game_url}/spin`;
    expect((await fetch(spinUrl, { method: 'POST', body: '{}' })).status).toBe(200);
    const second = await fetch(spinUrl, { method: 'POST', body: '{}' });
    expect([second.status, ((await second.json()) as { errorCode: string }).errorCode]).toEqual([400, 'rg.wager.limit']);
    const book = await clientOf('demoa01', p.token).call('fbSportsLaunch', v.object({ url: v.string() }), {
      query: { language: 'EN', clientType: 3, platform: 'html5-desktop' },
    });
    const bookUrl = `${temp.platform.url}${book.url}`;
    await fetch(bookUrl);
    const { upcomingMatches } = await import('@whitelabel/reference-platform/db/sports');
    const match = upcomingMatches().find((x) => x.sport === 'FOOTBALL')!;
    const bet = await fetch(`${bookUrl}/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ matchId: match.id, pick: '1', stake: 10 }),
    });
    expect([bet.status, ((await bet.json()) as { errorCode: string }).errorCode]).toEqual([400, 'rg.wager.limit']);
    expect((await p.call('playSession', PlaySessionSchema)).wagerMinor).toBe(1_000);

    // A loss limit already used up refuses the launch itself.
    const loser = await member();
    round(loser, 5_000, 0, Date.now() - 1000);
    const q = await signIn('demoa01', loser.username);
    await q.call('setLimit', LimitChangeSchema, { body: { kind: 'LOSS', period: 'DAY', amountMinor: 5_000 } });
    const refused = await refusal(
      q.call('launchGame', LaunchSchema, {
        query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
      }),
    );
    expect(refused).toMatchObject({ errorCode: 'rg.loss.limit', value: { remainingMinor: 0, period: 'DAY' } });
  });

  it('a time-out needs the password, ends every session, refuses sign-in with its end, and lets a pending withdrawal be paid', async () => {
    const m = await member('demoa01', 1_000_000, { payeeName: 'Rita Gomez', paymentPassword: '135790' });
    const p = await signIn('demoa01', m.username);
    const other = await signIn('demoa01', m.username);
    const account = await p.call('addWithdrawAccount', WithdrawAccountSchema, {
      body: { type: 'BANK', provider: 'BDO', bankName: 'BDO Unibank', accountName: 'Rita Gomez', accountNumber: '001234567890' },
    });
    const pending = await p.call('withdraw', CreatedIdSchema, {
      body: { accountId: account.id, amountMinor: 50_000, paymentPassword: '135790', requestId: rid() },
    });

    expect((await refusal(p.call('selfExclude', ExclusionSchema, { body: { kind: 'TIMEOUT', duration: '7D', password: 'wrong-one' } }))).errorCode).toBe(
      'password.old.invalid',
    );
    expect(activeExclusion(db, m.id)).toBeNull();
    const before = Date.now();
    const ex = await p.call('selfExclude', ExclusionSchema, { body: { kind: 'TIMEOUT', duration: '7D', password: 'Secret123' } });
    expect(ex.endsAt! - before).toBeGreaterThanOrEqual(7 * 24 * HOUR - 1000);
    for (const s of [p, other]) expect((await refusal(s.call('responsibleGaming', ResponsibleGamingSchema))).status).toBe(401);

    const refused = await refusal(
      clientOf('demoa01').call('login', LoginValueSchema, { body: { username: m.username, password: 'Secret123', type: 'username' } }),
    );
    expect(refused).toMatchObject({ errorCode: 'rg.timeout.active', status: 403, value: { kind: 'TIMEOUT', endsAt: ex.endsAt } });
    // A wrong password still reads as a wrong password: the break is no one else's business.
    expect(
      (await refusal(clientOf('demoa01').call('login', LoginValueSchema, { body: { username: m.username, password: 'Nope12345', type: 'username' } })))
        .errorCode,
    ).toBe('login.failed');

    expect(admin('withdraw', 'approve', 'demoa01', String(pending.id))).toMatch(/approved/);
    expect(admin('withdraw', 'paid', 'demoa01', String(pending.id))).toMatch(/paid/);
    expect(admin('rg', 'show', 'demoa01', m.username)).toMatch(/TIMEOUT 7D since .* until \d{4}-/);
  });

  it('a permanent self-exclusion refuses sign-in with no end', async () => {
    const m = await member();
    const p = await signIn('demoa01', m.username);
    expect(await p.call('selfExclude', ExclusionSchema, { body: { kind: 'SELF_EXCLUSION', duration: 'PERMANENT', password: 'Secret123' } })).toMatchObject({
      kind: 'SELF_EXCLUSION',
      endsAt: null,
    });
    const refused = await refusal(
      clientOf('demoa01').call('login', LoginValueSchema, { body: { username: m.username, password: 'Secret123', type: 'username' } }),
    );
    expect(refused).toMatchObject({ errorCode: 'rg.self.excluded', value: { kind: 'SELF_EXCLUSION', endsAt: null } });
    expect((await refusal(p.call('selfExclude', ExclusionSchema, { body: { kind: 'TIMEOUT', duration: '1Y', password: 'Secret123' } }))).status).toBe(401);
  });

  it('no marketing during a break: broadcasts sent while the member was away never reach their inbox', async () => {
    const m = await member();
    const now = Date.now();
    exclude(db, m, 'TIMEOUT', '24H', now + HOUR);
    const before = sendNotice(db, { merchant: m.merchant, memberId: null, title: 'Before the break', html: '<p>x</p>', at: now + HOUR / 2 });
    sendNotice(db, { merchant: m.merchant, memberId: null, title: 'During the break', html: '<p>x</p>', at: now + 2 * HOUR });
    const after = sendNotice(db, { merchant: m.merchant, memberId: null, title: 'After the break', html: '<p>x</p>', at: now + 26 * HOUR });
    // A message to the member alone (a withdrawal notice, say) is not marketing: it still arrives.
    const own = sendNotice(db, { merchant: m.merchant, memberId: m.id, title: 'Your withdrawal', html: '<p>x</p>', at: now + 3 * HOUR });
    const createdAt = db.prepare('SELECT created_at FROM members WHERE id = ?').pluck().get(m.id) as number;
    const ids = messagePage(db, { id: m.id, merchant: m.merchant, created_at: createdAt }, { unread: false }, { pageNo: 1, pageSize: 50 }).list.map(
      (x) => x.id,
    );
    expect(ids).toEqual(expect.arrayContaining([before, after, own]));
    expect(
      messagePage(db, { id: m.id, merchant: m.merchant, created_at: createdAt }, { unread: false }, { pageNo: 1, pageSize: 50 }).list.some(
        (x) => x.title === 'During the break',
      ),
    ).toBe(false);
  });
});
