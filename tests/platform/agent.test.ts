import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import {
  AgentAnnouncementsSchema,
  AgentIncomeSchema,
  DownlineListSchema,
  DownlineTransferSchema,
  InvitationSchema,
  InvitationsSchema,
  RegisteredDownlineSchema,
  TeamBetsSchema,
  TeamOverviewSchema,
  TeamProfitLossSchema,
  TeamTransactionsSchema,
} from '~/platform-client/schemas/agent';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The agent centre's calls (decision 015) on the reference platform, through the site's typed client, with the ledger proved after money moves. */
const temp = useTempPlatform('platform-agent-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  username: string;
  id: number;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, token });
async function login(username: string, password: string, id: number): Promise<Player> {
  const { token } = await clientOf().call('login', LoginValueSchema, { body: { username, password, type: 'username' } });
  const client = clientOf(token);
  return { username, id, call: (name, schema, options) => client.call(name, schema, options) };
}
let created = 0;
/** A member of its own per test (an agent with `type: 1`), so tests do not lean on each other's teams or money. */
async function newMember(extra: { type?: number; balanceMinor?: number; upline?: string; paymentPassword?: string; rebateBp?: number } = {}): Promise<Player> {
  const username = `agt${process.pid % 1000}x${++created}`;
  const id = await addPlatformMember(temp.dbPath, { merchant: 'demoa01', username, password: 'Secret123', ...extra });
  if (extra.rebateBp) writePlatformDb(temp.dbPath, 'UPDATE members SET rebate_bp = ? WHERE id = ?', extra.rebateBp, id);
  return login(username, 'Secret123', id);
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
const total = async (p: Player) => (await p.call('balance', WalletBalanceSchema)).sumBalanceMinor!;
const expectBalancedBooks = () => expect(adminCommand(temp.dbPath, 'ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);
const count = (sql: string, ...params: unknown[]) => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  } finally {
    db.close();
  }
};

/** What the games would write for a settled bet: the bet record and its balanced ledger transaction. */
async function settledBet(memberId: number, bet: { at: number; stakeMinor: number; winMinor: number; gameType?: 'RNG' | 'LIVE' }) {
  const { post, memberAccount, operatorAccount } = await import('@whitelabel/reference-platform/db/ledger');
  const db = new Database(temp.dbPath);
  db.pragma('busy_timeout = 5000');
  try {
    const type = bet.gameType ?? 'RNG';
    const main = memberAccount(db, memberId, 'MAIN');
    const house = operatorAccount(db, 'demoa01', 'PHP', 'GAMES');
    const tx = post(db, {
      merchant: 'demoa01',
      kind: 'GAME',
      memberId,
      idempotencyKey: `test-bet:${rid()}`,
      at: bet.at,
      legs: [
        { account: main, amount: -bet.stakeMinor, type },
        { account: house, amount: bet.stakeMinor, type },
        { account: main, amount: bet.winMinor, type },
        { account: house, amount: -bet.winMinor, type },
      ],
    });
    db.prepare(
      `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
       VALUES ('demoa01', ?, ?, ?, ?, 'PG', 'Test Slot', NULL, ?, ?, ?, 'SETTLED', ?)`,
    ).run(memberId, bet.at, bet.at, type, bet.stakeMinor, bet.winMinor, bet.stakeMinor, tx);
  } finally {
    db.close();
  }
}

describe('hierarchy', () => {
  it('an agent registers a member and a sub-agent; the sub-agent’s own member is level 2 of the agent’s team, drilled down level by level', async () => {
    const agent = await newMember({ type: 1, rebateBp: 150 });
    const member = await agent.call('registerDownline', RegisteredDownlineSchema, {
      body: { username: `m${agent.id}a`, password: 'Secret123', accountType: 'MEMBER', rebateBp: 50 },
    });
    const sub = await agent.call('registerDownline', RegisteredDownlineSchema, {
      body: { username: `s${agent.id}a`, password: 'Secret123', accountType: 'AGENT', rebateBp: 100 },
    });
    expect(member).toMatchObject({ accountType: 'MEMBER', rebateBp: 50 });
    const subAgent = await login(sub.username, 'Secret123', sub.id);
    const grandchild = await subAgent.call('registerDownline', RegisteredDownlineSchema, {
      body: { username: `g${agent.id}a`, password: 'Secret123', accountType: 'MEMBER', rebateBp: 100 },
    });

    const top = await agent.call('downlineList', DownlineListSchema);
    expect(top.list.map((d) => [d.username, d.level, d.teamSize]).sort()).toEqual(
      [
        [member.username, 1, 0],
        [sub.username, 1, 1],
      ].sort(),
    );
    expect(top.path).toEqual([{ id: agent.id, username: agent.username }]);
    const below = await agent.call('downlineList', DownlineListSchema, { query: { parentId: sub.id } });
    expect(below.list.map((d) => [d.username, d.level])).toEqual([[grandchild.username, 2]]);
    expect(below.path.map((p) => p.username)).toEqual([agent.username, sub.username]);
    const found = await agent.call('downlineList', DownlineListSchema, { query: { username: grandchild.username } });
    expect(found.list.map((d) => d.username)).toEqual([grandchild.username]);
    // The sub-agent sees its own team only: its upline is not in it.
    expect((await refusal(subAgent.call('downlineList', DownlineListSchema, { query: { parentId: agent.id } }))).errorCode).toBe('downline.not.found');
    expect((await agent.call('agentTeamOverview', TeamOverviewSchema)).teamSize).toBe(3);
  });

  it('a rate above the agent’s own or below zero is refused, and nothing is made', async () => {
    const agent = await newMember({ type: 1, rebateBp: 100 });
    const before = count('SELECT COUNT(*) FROM members');
    const above = await refusal(
      agent.call('registerDownline', RegisteredDownlineSchema, {
        body: { username: `r${agent.id}x`, password: 'Secret123', accountType: 'MEMBER', rebateBp: 101 },
      }),
    );
    expect(above).toMatchObject({ errorCode: 'rebate.above.own', value: { field: 'rebateBp', maxBp: 100 } });
    expect((await refusal(agent.call('createAgentInvitation', InvitationSchema, { body: { accountType: 'AGENT', rebateBp: -5 } }))).errorCode).toBe(
      'rebate.invalid',
    );
    expect(
      (
        await refusal(
          agent.call('registerDownline', RegisteredDownlineSchema, { body: { username: 'x', password: 'Secret123', accountType: 'MEMBER', rebateBp: 0 } }),
        )
      ).errorCode,
    ).toBe('register.field.invalid');
    expect(
      (
        await refusal(
          agent.call('registerDownline', RegisteredDownlineSchema, {
            body: { username: 'player1', password: 'Secret123', accountType: 'MEMBER', rebateBp: 0 },
          }),
        )
      ).errorCode,
    ).toBe('username.exists');
    expect(count('SELECT COUNT(*) FROM members')).toBe(before);
  });

  it('registering with an agent’s invitation code puts the new member in its team, with the code’s type and rate', async () => {
    const agent = await newMember({ type: 1, rebateBp: 200 });
    const code = await agent.call('createAgentInvitation', InvitationSchema, { body: { accountType: 'AGENT', rebateBp: 120 } });
    expect(code.code).toMatch(/^[A-Z2-9]{8}$/);
    const username = `inv${agent.id}`;
    // The sign-up form's captcha is the registration tests' concern, not this one's.
    adminCommand(temp.dbPath, 'feature', 'demoa01', 'CAPTCHA3', 'off');
    await clientOf().call('registerUsername', LoginValueSchema, {
      body: { username, password: 'Secret123', verifyPwd: 'Secret123', affiliateCode: code.code },
    });
    const team = await agent.call('downlineList', DownlineListSchema);
    expect(team.list).toEqual([expect.objectContaining({ username, level: 1, type: 1, rebateBp: 120 })]);
    const codes = await agent.call('agentInvitations', InvitationsSchema);
    expect(codes).toMatchObject({ ownRebateBp: 200, codes: [{ code: code.code, accountType: 'AGENT', registrations: 1 }] });
  });

  it('members get no agent call at all', async () => {
    const member = await newMember();
    for (const [name, schema] of [
      ['agentTeamOverview', TeamOverviewSchema],
      ['downlineList', DownlineListSchema],
      ['agentAnnouncements', AgentAnnouncementsSchema],
    ] as const) {
      expect(await refusal(member.call(name, schema))).toMatchObject({ errorCode: 'agent.only', status: 403 });
    }
  });
});

describe('transfers between an agent and a direct downline', () => {
  it('both ways, once per requestId, on the ledger', async () => {
    const agent = await newMember({ type: 1, balanceMinor: 500_000, paymentPassword: '246810' });
    const downline = await newMember({ upline: agent.username, balanceMinor: 10_000 });
    const ask = { downlineId: downline.id, amountMinor: 120_000, paymentPassword: '246810', requestId: rid() };
    const sent = await agent.call('transferToDownline', DownlineTransferSchema, { body: ask });
    expect(sent.downline).toEqual({ id: downline.id, username: downline.username });
    expect(await total(agent)).toBe(380_000);
    expect(await total(downline)).toBe(130_000);
    // The same form again moves nothing.
    expect(await refusal(agent.call('transferToDownline', DownlineTransferSchema, { body: ask }))).toMatchObject({
      errorCode: 'request.duplicate',
      value: { id: sent.transactionId },
    });
    expect(await total(agent)).toBe(380_000);
    await agent.call('transferFromDownline', DownlineTransferSchema, { body: { ...ask, amountMinor: 30_000, requestId: rid() } });
    expect(await total(agent)).toBe(410_000);
    expect(await total(downline)).toBe(100_000);
    const statement = await agent.call('teamTransactions', TeamTransactionsSchema, {
      query: { from: Date.now() - 60_000, to: Date.now() + 1, type: 'TRANSFER' },
    });
    expect(statement.list.map((e) => e.amountMinor).sort((a, b) => a - b)).toEqual([-30_000, 120_000]);
    expect(statement.totals).toMatchObject({ inMinor: 120_000, outMinor: 30_000, count: 2 });
    expectBalancedBooks();
  });

  it('a forged id, a level-2 member, an amount above the balance and a wrong password change nothing', async () => {
    const agent = await newMember({ type: 1, balanceMinor: 50_000, paymentPassword: '246810' });
    const sub = await newMember({ type: 1, upline: agent.username, balanceMinor: 20_000 });
    const grandchild = await newMember({ upline: sub.username, balanceMinor: 20_000 });
    const stranger = await newMember({ balanceMinor: 20_000 });
    const transactions = count('SELECT COUNT(*) FROM ledger_transactions');
    const send = (downlineId: unknown, amountMinor: number, paymentPassword = '246810') =>
      refusal(agent.call('transferToDownline', DownlineTransferSchema, { body: { downlineId, amountMinor, paymentPassword, requestId: rid() } }));
    expect((await send(stranger.id, 10_000)).errorCode).toBe('downline.not.found');
    expect((await send(grandchild.id, 10_000)).errorCode).toBe('downline.not.found');
    expect((await send('1 OR 1=1', 10_000)).errorCode).toBe('downline.not.found');
    expect((await send(sub.id, 60_000)).errorCode).toBe('insufficient.balance');
    expect(
      (
        await refusal(
          agent.call('transferFromDownline', DownlineTransferSchema, {
            body: { downlineId: sub.id, amountMinor: 30_000, paymentPassword: '246810', requestId: rid() },
          }),
        )
      ).errorCode,
    ).toBe('downline.insufficient.balance');
    expect(await send(sub.id, 10_000, '000000')).toMatchObject({ errorCode: 'payment.password.invalid', value: { attemptsLeft: 4 } });
    expect(count('SELECT COUNT(*) FROM ledger_transactions')).toBe(transactions);
    expect([await total(agent), await total(sub), await total(stranger)]).toEqual([50_000, 20_000, 20_000]);
    expectBalancedBooks();
  });
});

describe('reports over the team', () => {
  it('bets, P&L per member, the agent’s income and the overview add up to the bets placed', async () => {
    const agent = await newMember({ type: 1, rebateBp: 200 });
    const direct = await newMember({ upline: agent.username, balanceMinor: 100_000 });
    writePlatformDb(temp.dbPath, 'UPDATE members SET rebate_bp = 50 WHERE id = ?', direct.id);
    const sub = await newMember({ type: 1, upline: agent.username, balanceMinor: 0 });
    writePlatformDb(temp.dbPath, 'UPDATE members SET rebate_bp = 150 WHERE id = ?', sub.id);
    const deep = await newMember({ upline: sub.username, balanceMinor: 100_000 });
    const now = Date.now();
    await settledBet(direct.id, { at: now - 5_000, stakeMinor: 10_000, winMinor: 0 });
    await settledBet(direct.id, { at: now - 4_000, stakeMinor: 20_000, winMinor: 50_000, gameType: 'LIVE' });
    await settledBet(deep.id, { at: now - 3_000, stakeMinor: 40_000, winMinor: 0 });
    const range = { from: now - 3_600_000, to: now + 1 };

    const bets = await agent.call('teamBetRecords', TeamBetsSchema, { query: range });
    expect(bets.totals).toEqual({ count: 3, stakeMinor: 70_000, winMinor: 50_000, validBetMinor: 70_000, profitMinor: -20_000 });
    expect(bets.list.map((b) => [b.username, b.level])).toEqual([
      [deep.username, 2],
      [direct.username, 1],
      [direct.username, 1],
    ]);
    const level2 = await agent.call('teamBetRecords', TeamBetsSchema, { query: { ...range, level: 2 } });
    expect(level2.totals.validBetMinor).toBe(40_000);
    const live = await agent.call('teamBetRecords', TeamBetsSchema, { query: { ...range, gameType: 'LIVE' } });
    expect(live.totals.count).toBe(1);

    const pnl = await agent.call('teamProfitLoss', TeamProfitLossSchema, { query: range });
    expect(pnl.list.map((r) => [r.username, r.betCount, r.validBetMinor, r.profitMinor])).toEqual([
      [deep.username, 1, 40_000, -40_000],
      [direct.username, 2, 30_000, 20_000],
    ]);
    expect(pnl.totals).toMatchObject({ betCount: 3, validBetMinor: 70_000, profitMinor: -20_000 });

    // 2.00% − 0.50% on the direct member's 30,000 (450), 2.00% − 1.50% on the sub-agent's branch 40,000 (200).
    const income = await agent.call('agentIncome', AgentIncomeSchema, { query: range });
    expect(income.totals).toEqual({ validBetMinor: 70_000, incomeMinor: 650 });
    const live2 = await agent.call('agentIncome', AgentIncomeSchema, { query: { ...range, gameType: 'LIVE' } });
    expect(live2.totals).toEqual({ validBetMinor: 20_000, incomeMinor: 300 });

    const overview = await agent.call('agentTeamOverview', TeamOverviewSchema);
    expect(overview).toMatchObject({ teamSize: 3, directCount: 2 });
    expect(overview.periods.today).toMatchObject({ newMembers: 3, activeMembers: 2, validBetMinor: 70_000, profitMinor: -20_000 });
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1)).toMatchObject({ validBetMinor: 70_000 });
    expectBalancedBooks();
  });

  it('agent notices come paged, newest first, with the operator’s HTML as written (the site cleans it)', async () => {
    const agent = await newMember({ type: 1 });
    adminCommand(temp.dbPath, 'agent', 'announce', 'demoa01', 'Fresh notice', '<p>Hello <script>x()</script></p>');
    const page = await agent.call('agentAnnouncements', AgentAnnouncementsSchema, { query: { pageNo: 1, pageSize: 2 } });
    expect(page.list[0]).toMatchObject({ title: 'Fresh notice', content: '<p>Hello <script>x()</script></p>' });
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    expect(page.list).toHaveLength(2);
  });
});

describe('the bench agent', () => {
  it('has a team of 10,000 with bets, and the operator sees it (seeding it is timed in seeding-budgets.test.ts)', () => {
    expect(adminCommand(temp.dbPath, 'agent', 'show', 'demoa01', 'benchagent')).toMatch(/team 10000, direct 100,/);
    expect(
      count(
        "SELECT COUNT(*) FROM bet_records b JOIN agent_tree t ON t.descendant_id = b.member_id WHERE t.ancestor_id = (SELECT id FROM members WHERE username = 'benchagent')",
      ),
    ).toBe(29_700);
  });
});
