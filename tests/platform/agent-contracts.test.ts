import Database from 'better-sqlite3';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';
import {
  AgentContractsSchema,
  ContractAnswerSchema,
  ContractRequestsSchema,
  ContractSchema,
  ContractSettlementsSchema,
} from '~/platform-client/schemas/contracts';
import { ConsolidatedSchema, LoginValueSchema } from '~/platform-client/schemas/member';
import { loadAdminHere } from '../support/admin';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** Agent contracts (decision 015, "Contracts") on the reference platform, through the site's typed client; the ledger is proved after settlement. */
const temp = useTempPlatform('platform-contracts-');

type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  username: string;
  id: number;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, token });
let created = 0;
async function newMember(extra: { type?: number; upline?: string } = {}): Promise<Player> {
  const username = `ctr${process.pid % 1000}x${++created}`;
  const id = await addPlatformMember(temp.dbPath, { merchant: 'demoa01', username, password: 'Secret123', ...extra });
  const { token } = await clientOf().call('login', LoginValueSchema, { body: { username, password: 'Secret123', type: 'username' } });
  const client = clientOf(token);
  return { username, id, call: (name, schema, options) => client.call(name, schema, options) };
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; value: unknown }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return { errorCode: (error as PlatformError).details.errorCode ?? '', value: (error as PlatformError).details.value };
  }
  throw new Error('expected a refusal');
}
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
const offer = (agent: Player, body: Record<string, unknown>) =>
  agent.call('offerAgentContract', ContractSchema, { body: { type: 'DAILY', period: 'DAILY', ...body } });
const answer = (member: Player, contractId: number, action: string) =>
  member.call('processDailySalaryContract', ContractAnswerSchema, { query: { contractId, action } });
/** A settled bet of a member, `hoursAgo` hours ago. */
function bet(memberId: number, at: number, stakeMinor: number, winMinor: number) {
  writePlatformDb(
    temp.dbPath,
    `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, stake_minor, win_minor, valid_bet_minor, status)
     VALUES ('demoa01', ?, ?, ?, 'RNG', 'DEMO', 'Test slot', ?, ?, ?, 'SETTLED')`,
    memberId,
    at,
    at,
    stakeMinor,
    winMinor,
    stakeMinor,
  );
}

describe('contract rules', () => {
  it("offers only to a direct downline, within the agent's own rate, with sane terms; nothing is written on a refusal", async () => {
    const top = await newMember({ type: 1 });
    const sub = await newMember({ type: 1, upline: top.username });
    const deep = await newMember({ upline: sub.username });
    const stranger = await newMember();
    const before = count('SELECT COUNT(*) FROM agent_contracts');
    expect((await refusal(offer(top, { downlineId: deep.id, rateBp: 100 }))).errorCode).toBe('downline.not.found');
    expect((await refusal(offer(top, { downlineId: stranger.id, rateBp: 100 }))).errorCode).toBe('downline.not.found');
    expect((await refusal(offer(top, { downlineId: sub.id, rateBp: -50 }))).errorCode).toBe('contract.rate.invalid');
    // A top agent offers at most the operator's ceiling for the type (5% of valid bet for salaries).
    expect(await refusal(offer(top, { downlineId: sub.id, rateBp: 600 }))).toEqual({ errorCode: 'contract.rate.above.own', value: { maxBp: 500 } });
    expect((await refusal(offer(top, { downlineId: sub.id, rateBp: 100, minActiveMembers: -1 }))).errorCode).toBe('contract.field.invalid');
    expect((await refusal(offer(top, { downlineId: sub.id, rateBp: 100, period: 'YEARLY' }))).errorCode).toBe('contract.field.invalid');
    // A sub-agent without a contract of its own has nothing to pass down.
    expect(await refusal(offer(sub, { downlineId: deep.id, rateBp: 10 }))).toEqual({ errorCode: 'contract.rate.above.own', value: { maxBp: 0 } });
    // Members cannot offer at all.
    expect((await refusal(offer(deep, { downlineId: stranger.id, rateBp: 10 }))).errorCode).toBe('agent.only');
    expect(count('SELECT COUNT(*) FROM agent_contracts')).toBe(before);
  });

  it('the downline sees the request in its flags, accepts, and a second answer to an ended request changes nothing', async () => {
    const agent = await newMember({ type: 1 });
    const downline = await newMember({ upline: agent.username });
    const offered = await offer(agent, { downlineId: downline.id, rateBp: 120, minActiveMembers: 1 });
    expect(offered.status).toBe('PENDING');
    expect((await refusal(offer(agent, { downlineId: downline.id, rateBp: 100 }))).errorCode).toBe('contract.pending.exists');
    expect(await downline.call('consolidated', ConsolidatedSchema)).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 1, divtypereq: 0, divtypeinfo: 0 });
    const requests = await downline.call('contractRequests', ContractRequestsSchema);
    expect(requests.map((r) => [r.id, r.request, r.rateBp])).toEqual([[offered.id, 'OFFER', 120]]);
    // Someone else's contract looks like no contract.
    expect((await refusal(answer(agent, offered.id, 'ACCEPT'))).errorCode).toBe('contract.not.found');

    expect((await answer(downline, offered.id, 'ACCEPT')).contract.status).toBe('ACTIVE');
    expect((await downline.call('consolidated', ConsolidatedSchema)).dailysalreqtype).toBe(0);
    // The agent asks to end it; the downline agrees; answering again is refused and changes nothing.
    const asked = await agent.call('requestContractTermination', ContractSchema, { body: { contractId: offered.id } });
    expect(asked.request).toBe('TERMINATION');
    expect((await downline.call('consolidated', ConsolidatedSchema)).dailysalreqtype).toBe(1);
    expect((await answer(downline, offered.id, 'ACCEPT')).contract).toMatchObject({ status: 'TERMINATED', endReason: 'AGENT' });
    expect((await refusal(answer(downline, offered.id, 'ACCEPT'))).errorCode).toBe('contract.not.open');
    expect((await refusal(answer(downline, offered.id, 'TERMINATE'))).errorCode).toBe('contract.not.open');
    expect(count('SELECT status FROM agent_contracts WHERE id = ?', offered.id)).toBe('TERMINATED');

    // A rejected offer stays rejected.
    const second = await offer(agent, { downlineId: downline.id, rateBp: 90 });
    expect((await answer(downline, second.id, 'REJECT')).contract.status).toBe('REJECTED');
    expect((await refusal(answer(downline, second.id, 'ACCEPT'))).errorCode).toBe('contract.not.open');
  });

  it("agreeing to a lower-rate contract ends the downline's own contracts above the new rate", async () => {
    const top = await newMember({ type: 1 });
    const sub = await newMember({ type: 1, upline: top.username });
    const a = await newMember({ upline: sub.username });
    const b = await newMember({ upline: sub.username });
    await answer(sub, (await offer(top, { downlineId: sub.id, rateBp: 300 })).id, 'ACCEPT');
    const high = await offer(sub, { downlineId: a.id, rateBp: 250 });
    await answer(a, high.id, 'ACCEPT');
    const low = await offer(sub, { downlineId: b.id, rateBp: 100 });
    await answer(b, low.id, 'ACCEPT');
    // The sub-agent's rate is its own contract's: 3% now, so 3.5% is refused.
    expect(await refusal(offer(sub, { downlineId: b.id, rateBp: 350 }))).toEqual({ errorCode: 'contract.rate.above.own', value: { maxBp: 300 } });

    const newer = await offer(top, { downlineId: sub.id, rateBp: 200 });
    const accepted = await answer(sub, newer.id, 'ACCEPT');
    expect(accepted.contract.status).toBe('ACTIVE');
    const listed = await sub.call('agentContracts', AgentContractsSchema, { query: { type: 'DAILY' } });
    expect(listed.maxRateBp).toBe(200);
    expect(listed.mine.map((c) => [c.rateBp, c.status, c.endReason])).toEqual([
      [200, 'ACTIVE', null],
      [300, 'TERMINATED', 'REPLACED'],
    ]);
    expect(Object.fromEntries(listed.offered.map((c) => [c.downline.username, [c.status, c.endReason]]))).toEqual({
      [a.username]: ['TERMINATED', 'RATE_CAP'],
      [b.username]: ['ACTIVE', null],
    });
    expect(accepted.ended.sort()).toEqual([high.id, listed.mine[1]!.id].sort());
  });
});

describe('settlement', () => {
  it("pays rate × the team's valid bet for the period once, checks the thresholds, and the books balance", async () => {
    const agent = await newMember({ type: 1 });
    const sub = await newMember({ type: 1, upline: agent.username });
    const player = await newMember({ upline: sub.username });
    const contract = await offer(agent, { downlineId: sub.id, rateBp: 150, minActiveMembers: 2 });
    await answer(sub, contract.id, 'ACCEPT');
    const strict = await newMember({ type: 1, upline: agent.username });
    const strictContract = await offer(agent, { downlineId: strict.id, rateBp: 150, minActiveMembers: 5 });
    await answer(strict, strictContract.id, 'ACCEPT');
    // The contracts started two days ago; yesterday (Manila) the team played.
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    writePlatformDb(
      temp.dbPath,
      'UPDATE agent_contracts SET accepted_at = ?, created_at = ? WHERE id IN (?, ?)',
      twoDaysAgo,
      twoDaysAgo,
      contract.id,
      strictContract.id,
    );
    const yesterday = Date.now() - 86_400_000;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(yesterday));
    const noon = Date.parse(`${day}T12:00:00+08:00`);
    bet(sub.id, noon, 10_000_00, 4_000_00);
    bet(player.id, noon + 60_000, 20_000_00, 25_000_00);
    bet(player.id, noon - 3 * 86_400_000, 99_000_00, 0); // another day: not in the period
    bet(strict.id, noon, 50_000_00, 0);
    const before = (await sub.call('balance', WalletBalanceSchema)).sumBalanceMinor!;

    const out = adminCommand(temp.dbPath, 'settle', 'demoa01', 'daily', day);
    // 1.5% of (10,000 + 20,000) = 450.00
    expect(out).toContain(`${sub.username} ${day}: paid ₱450.00`);
    expect(out).toContain(`${strict.username} ${day}: below threshold (activeMembers)`);
    expect((await sub.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(before + 450_00);
    // A replay pays nothing more.
    expect(adminCommand(temp.dbPath, 'settle', 'demoa01', 'daily', day)).toContain(`${sub.username} ${day}: already settled (₱450.00)`);
    expect((await sub.call('balance', WalletBalanceSchema)).sumBalanceMinor).toBe(before + 450_00);
    expect(count('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?', `settle:DAILY:${contract.id}:${day}`)).toBe(1);

    const records = await sub.call('contractSettlements', ContractSettlementsSchema, { query: { type: 'DAILY' } });
    expect(records.receivedMinor).toBe(450_00);
    expect(records.list[0]).toMatchObject({
      periodKey: day,
      validBetMinor: 30_000_00,
      activeMembers: 2,
      amountMinor: 450_00,
      outcome: 'PAID',
      mine: true,
      agent: agent.username,
    });
    const agentView = await agent.call('contractSettlements', ContractSettlementsSchema, { query: { type: 'DAILY' } });
    expect(agentView.list.map((r) => [r.downline, r.outcome, r.mine])).toEqual(
      expect.arrayContaining([
        [sub.username, 'PAID', false],
        [strict.username, 'BELOW_THRESHOLD', false],
      ]),
    );
    expect(adminCommand(temp.dbPath, 'ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);
  });

  it("pays a dividend on the team's net loss only, and nothing when the team won", async () => {
    const agent = await newMember({ type: 1 });
    const winner = await newMember({ type: 1, upline: agent.username });
    const loser = await newMember({ type: 1, upline: agent.username });
    const ids: number[] = [];
    for (const d of [winner, loser]) {
      const c = await agent.call('offerAgentContract', ContractSchema, { body: { type: 'DIVIDEND', period: 'DAILY', downlineId: d.id, rateBp: 2000 } });
      await d.call('processDividendContract', ContractAnswerSchema, { query: { contractId: c.id, action: 'ACCEPT' } });
      ids.push(c.id);
    }
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    writePlatformDb(temp.dbPath, `UPDATE agent_contracts SET accepted_at = ? WHERE id IN (${ids.join(',')})`, twoDaysAgo);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - 86_400_000));
    const noon = Date.parse(`${day}T12:00:00+08:00`);
    bet(winner.id, noon, 1_000_00, 3_000_00);
    bet(loser.id, noon, 5_000_00, 1_000_00);
    const out = adminCommand(temp.dbPath, 'settle', 'demoa01', 'dividend', day);
    // 20% of the 4,000.00 net loss.
    expect(out).toContain(`${loser.username} ${day}: paid ₱800.00`);
    expect(out).toContain(`${winner.username} ${day}: nothing to pay`);
    expect(adminCommand(temp.dbPath, 'ledger', 'check', 'demoa01')).toMatch(/^demoa01: ledger balanced/);
  });

  it('a period that has not ended is left alone', async () => {
    const agent = await newMember({ type: 1 });
    const sub = await newMember({ type: 1, upline: agent.username });
    const c = await offer(agent, { downlineId: sub.id, rateBp: 100 });
    await answer(sub, c.id, 'ACCEPT');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(adminCommand(temp.dbPath, 'settle', 'demoa01', 'daily', today)).toContain(`${sub.username} ${today}: period not over yet`);
    expect(count('SELECT COUNT(*) FROM contract_settlements WHERE contract_id = ?', c.id)).toBe(0);
  });
});
