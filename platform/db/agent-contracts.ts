import { directDownline, isAgentType } from './agent-tree';
import type { Db } from './db';
import { Refusal } from './refusal';

/**
 * Agent contracts (decision 015, "Contracts"): an agent offers a direct downline a dividend on its team's
 * net loss or a salary on its team's valid bet; the downline accepts or rejects; either side can end it
 * (the agent by a termination request the downline answers). Nothing here moves money: settlement does.
 */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export type DownlineAction = 'ACCEPT' | 'REJECT' | 'TERMINATE';

/** The whitelabel module that switches each contract type on. */
export const CONTRACT_MODULE: Record<ContractType, string> = { DIVIDEND: 'SIGNCONDIV3', DAILY: 'DAILYSALCONT3', HOURLY: 'HOURSAL3', REALTIME: 'RTSALARY3' };

/**
 * What an agent at the top of the tree (no upline, so its contract is with the operator) may offer:
 * half of the net loss as dividend, 5% of valid bet as salary. Every other agent offers at most the rate
 * of its own active contract of that type.
 */
export const TOP_AGENT_RATE_BP: Record<ContractType, number> = { DIVIDEND: 5000, DAILY: 500, HOURLY: 500, REALTIME: 500 };

/** Thresholds cap at a trillion minor units: far beyond any team, small enough to stay exact in JSON. */
const MAX_THRESHOLD = 1_000_000_000_000;

type ContractRow = {
  id: number;
  merchant: string;
  type: ContractType;
  agent_id: number;
  downline_id: number;
  rate_bp: number;
  period: ContractPeriod;
  min_valid_bet_minor: number;
  min_loss_minor: number;
  min_active_members: number;
  min_bet_minor: number;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
  termination_requested_at: number | null;
  created_at: number;
  accepted_at: number | null;
  ended_at: number | null;
  end_reason: string | null;
};

export type ContractView = ReturnType<typeof viewOf>;

const SELECT = `SELECT c.*, a.username AS agent_username, d.username AS downline_username
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id JOIN members d ON d.id = c.downline_id`;

function viewOf(row: ContractRow & { agent_username: string; downline_username: string }) {
  return {
    id: row.id,
    type: row.type,
    rateBp: row.rate_bp,
    period: row.period,
    agent: { id: row.agent_id, username: row.agent_username },
    downline: { id: row.downline_id, username: row.downline_username },
    thresholds: { validBetMinor: row.min_valid_bet_minor, lossMinor: row.min_loss_minor, activeMembers: row.min_active_members, betMinor: row.min_bet_minor },
    status: row.status,
    /** What the downline is asked to answer, if anything: a new offer or the agent's termination request. */
    request: row.status === 'PENDING' ? ('OFFER' as const) : row.status === 'ACTIVE' && row.termination_requested_at ? ('TERMINATION' as const) : null,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
  };
}

function contractById(db: Db, id: number) {
  return db.prepare<unknown[], ContractRow & { agent_username: string; downline_username: string }>(`${SELECT} WHERE c.id = ?`).get(id);
}

/** The most an agent may offer of a type: its own active contract's rate, or the top agents' ceiling. */
export function ownRateBp(db: Db, agent: { id: number; upline_id: number | null }, type: ContractType): number {
  if (agent.upline_id === null) return TOP_AGENT_RATE_BP[type];
  const rate = db
    .prepare<unknown[], number>("SELECT rate_bp FROM agent_contracts WHERE downline_id = ? AND type = ? AND status = 'ACTIVE' ORDER BY id DESC LIMIT 1")
    .pluck()
    .get(agent.id, type);
  return rate ?? 0;
}

const wholeIn = (value: unknown, field: string, max: number) => {
  if (value === undefined || value === null || value === '') return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) throw new Refusal('contract.field.invalid', { field });
  return value;
};

export type Offer = {
  type: ContractType;
  downlineId: unknown;
  rateBp: unknown;
  period: unknown;
  minValidBetMinor?: unknown;
  minLossMinor?: unknown;
  minActiveMembers?: unknown;
  minBetMinor?: unknown;
};

/** An agent's offer to a direct downline; refused whole (nothing written) on any bad term. */
export function offerContract(
  db: Db,
  agent: { id: number; merchant: string; type: number; upline_id: number | null },
  offer: Offer,
  now = Date.now(),
): ContractView {
  if (!isAgentType(agent.type)) throw new Refusal('agent.only', null, 403);
  const downline = directDownline(db, agent.id, offer.downlineId);
  const rate = offer.rateBp;
  if (typeof rate !== 'number' || !Number.isSafeInteger(rate) || rate <= 0 || rate > 10_000) throw new Refusal('contract.rate.invalid');
  const maxBp = ownRateBp(db, agent, offer.type);
  if (rate > maxBp) throw new Refusal('contract.rate.above.own', { maxBp });
  if (typeof offer.period !== 'string' || !(CONTRACT_PERIODS as readonly string[]).includes(offer.period))
    throw new Refusal('contract.field.invalid', { field: 'period' });
  const terms = {
    validBet: wholeIn(offer.minValidBetMinor, 'minValidBetMinor', MAX_THRESHOLD),
    loss: wholeIn(offer.minLossMinor, 'minLossMinor', MAX_THRESHOLD),
    active: wholeIn(offer.minActiveMembers, 'minActiveMembers', 1_000_000),
    bet: wholeIn(offer.minBetMinor, 'minBetMinor', MAX_THRESHOLD),
  };
  return db
    .transaction(() => {
      const open = db.prepare("SELECT id FROM agent_contracts WHERE downline_id = ? AND type = ? AND status = 'PENDING'").pluck().get(downline.id, offer.type);
      if (open !== undefined) throw new Refusal('contract.pending.exists', { id: open });
      const id = Number(
        db
          .prepare(
            `INSERT INTO agent_contracts (merchant, type, agent_id, downline_id, rate_bp, period, min_valid_bet_minor, min_loss_minor, min_active_members, min_bet_minor, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
          )
          .run(agent.merchant, offer.type, agent.id, downline.id, rate, offer.period, terms.validBet, terms.loss, terms.active, terms.bet, now).lastInsertRowid,
      );
      return viewOf(contractById(db, id)!);
    })
    .immediate();
}

/** The agent ends a contract: a pending offer is withdrawn at once, an active one waits for the downline's answer. */
export function requestTermination(db: Db, agentId: number, contractId: number | null, now = Date.now()): ContractView {
  return db
    .transaction(() => {
      const row = contractId === null ? undefined : contractById(db, contractId);
      if (!row || row.agent_id !== agentId) throw new Refusal('contract.not.found');
      if (row.status === 'PENDING') {
        db.prepare("UPDATE agent_contracts SET status = 'TERMINATED', ended_at = ?, end_reason = 'WITHDRAWN' WHERE id = ?").run(now, row.id);
      } else if (row.status === 'ACTIVE') {
        if (row.termination_requested_at) throw new Refusal('contract.termination.pending');
        db.prepare('UPDATE agent_contracts SET termination_requested_at = ? WHERE id = ?').run(now, row.id);
      } else {
        throw new Refusal('contract.not.open');
      }
      return viewOf(contractById(db, row.id)!);
    })
    .immediate();
}

/**
 * The downline's answer. To an offer: ACCEPT (it replaces the downline's active contract of the type,
 * and the downline's own contracts of the type above the new rate end, since it could not pay them) or
 * REJECT. To a termination request: ACCEPT ends it, REJECT keeps it. TERMINATE ends an active contract.
 * A request already answered or ended is `contract.not.open`, and nothing changes.
 */
export function answerContract(
  db: Db,
  downlineId: number,
  type: ContractType,
  contractId: number | null,
  action: DownlineAction,
  now = Date.now(),
): { contract: ContractView; ended: number[] } {
  return db
    .transaction(() => {
      const row = contractId === null ? undefined : contractById(db, contractId);
      if (!row || row.downline_id !== downlineId || row.type !== type) throw new Refusal('contract.not.found');
      const end = (id: number, reason: string) =>
        db
          .prepare("UPDATE agent_contracts SET status = 'TERMINATED', ended_at = ?, end_reason = ?, termination_requested_at = NULL WHERE id = ?")
          .run(now, reason, id);
      const ended: number[] = [];
      if (row.status === 'PENDING' && action === 'ACCEPT') {
        const replaced = db
          .prepare<unknown[], number>("SELECT id FROM agent_contracts WHERE downline_id = ? AND type = ? AND status = 'ACTIVE'")
          .pluck()
          .all(downlineId, type);
        for (const id of replaced) end(id, 'REPLACED');
        db.prepare("UPDATE agent_contracts SET status = 'ACTIVE', accepted_at = ? WHERE id = ?").run(now, row.id);
        const above = db
          .prepare<unknown[], number>("SELECT id FROM agent_contracts WHERE agent_id = ? AND type = ? AND status IN ('PENDING', 'ACTIVE') AND rate_bp > ?")
          .pluck()
          .all(downlineId, type, row.rate_bp);
        for (const id of above) end(id, 'RATE_CAP');
        ended.push(...replaced, ...above);
      } else if (row.status === 'PENDING' && action === 'REJECT') {
        db.prepare("UPDATE agent_contracts SET status = 'REJECTED', ended_at = ?, end_reason = 'REJECTED' WHERE id = ?").run(now, row.id);
      } else if (row.status === 'ACTIVE' && row.termination_requested_at && action === 'ACCEPT') {
        end(row.id, 'AGENT');
      } else if (row.status === 'ACTIVE' && row.termination_requested_at && action === 'REJECT') {
        db.prepare('UPDATE agent_contracts SET termination_requested_at = NULL WHERE id = ?').run(row.id);
      } else if (row.status === 'ACTIVE' && action === 'TERMINATE') {
        end(row.id, 'DOWNLINE');
      } else {
        throw new Refusal('contract.not.open', { status: row.status });
      }
      return { contract: viewOf(contractById(db, row.id)!), ended };
    })
    .immediate();
}

/** Requests waiting for this member's answer, oldest first. */
export function pendingRequests(db: Db, memberId: number): ContractView[] {
  const rows = db
    .prepare<unknown[], ContractRow & { agent_username: string; downline_username: string }>(
      `${SELECT} WHERE c.downline_id = ? AND (c.status = 'PENDING' OR (c.status = 'ACTIVE' AND c.termination_requested_at IS NOT NULL)) ORDER BY c.id`,
    )
    .all(memberId);
  return rows.map(viewOf);
}

/** The member's side of one type: its own contracts (as a downline) and, for an agent, those it offered, newest first. */
export function contractsOf(db: Db, member: { id: number; type: number; upline_id: number | null }, type: ContractType) {
  const mine = db
    .prepare<unknown[], ContractRow & { agent_username: string; downline_username: string }>(
      `${SELECT} WHERE c.downline_id = ? AND c.type = ? ORDER BY c.id DESC LIMIT 50`,
    )
    .all(member.id, type)
    .map(viewOf);
  const agent = isAgentType(member.type);
  const offered = agent
    ? db
        .prepare<unknown[], ContractRow & { agent_username: string; downline_username: string }>(
          `${SELECT} WHERE c.agent_id = ? AND c.type = ? ORDER BY c.id DESC LIMIT 200`,
        )
        .all(member.id, type)
        .map(viewOf)
    : [];
  const downlines = agent
    ? db
        .prepare<unknown[], { id: number; username: string }>(
          'SELECT m.id, m.username FROM agent_tree t JOIN members m ON m.id = t.descendant_id WHERE t.ancestor_id = ? AND t.depth = 1 ORDER BY m.username LIMIT 500',
        )
        .all(member.id)
    : [];
  return { isAgent: agent, maxRateBp: agent ? ownRateBp(db, member, type) : 0, mine, offered, downlines };
}

/**
 * The consolidated flags: `…req` = 1 while a request of that type waits for the member's answer; the
 * info flags = 1 when the member can see that type (an agent, who may offer it, or a member who has had
 * such a contract).
 */
export function contractFlags(db: Db, member: { id: number; type: number }) {
  const rows = db
    .prepare<unknown[], { type: ContractType; waiting: number; had: number }>(
      "SELECT type, MAX(status = 'PENDING' OR (status = 'ACTIVE' AND termination_requested_at IS NOT NULL)) AS waiting, MAX(status <> 'REJECTED') AS had FROM agent_contracts WHERE downline_id = ? GROUP BY type",
    )
    .all(member.id);
  const of = new Map(rows.map((r) => [r.type, r]));
  const agent = isAgentType(member.type);
  const waiting = (t: ContractType) => (of.get(t)?.waiting ? 1 : 0);
  const info = (t: ContractType) => (agent || of.get(t)?.had ? 1 : 0);
  return {
    dailysalreqtype: waiting('DAILY'),
    divtypereq: waiting('DIVIDEND'),
    contracthoursalreq: waiting('HOURLY'),
    realtimesalreqtype: waiting('REALTIME'),
    contractmrdailysalinfotype: info('REALTIME'),
    contracthoursalinfo: info('HOURLY'),
    dailysalinfotype: info('DAILY'),
    divtypeinfo: info('DIVIDEND'),
  };
}
