import { DateTime } from 'luxon';
import type { ContractPeriod, ContractType } from './agent-contracts';
import { cashierSettings } from './cashier-settings';
import { memberAccount, operatorAccount, post } from './ledger';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * Settlement of agent contracts. For each active contract of a type and its window (the contract's
 * period for dividend and daily salary, the hour for hourly salary, everything since the last
 * settlement for real-time salary), in the merchant's time zone: the team (the downline and everyone
 * under it) is summed from its settled bets, the thresholds are checked, and rate × base is paid from
 * the operator's BONUS account into the downline's MAIN wallet as one balanced transaction keyed
 * `settle:<type>:<contract>:<period>`, with a record row. A replayed job finds the row and pays nothing.
 */

export type Window = { key: string; start: number; end: number; units: number };

const local = (at: number, zone: string) => DateTime.fromMillis(at, { zone });

/** The window of `period` that contains `at`, with its key and how many days (or hours) it spans. */
export function windowOf(period: ContractPeriod | 'HOURLY', at: number, zone: string): Window {
  const t = local(at, zone);
  let start: DateTime;
  let end: DateTime;
  let key: string;
  if (period === 'HOURLY') {
    start = t.startOf('hour');
    end = start.plus({ hours: 1 });
    key = start.toFormat("yyyy-MM-dd'T'HH");
  } else if (period === 'DAILY') {
    start = t.startOf('day');
    end = start.plus({ days: 1 });
    key = start.toFormat('yyyy-MM-dd');
  } else if (period === 'WEEKLY') {
    start = t.startOf('week');
    end = start.plus({ weeks: 1 });
    key = start.toFormat("kkkk-'W'WW");
  } else if (period === 'SEMIMONTHLY') {
    const firstHalf = t.day <= 15;
    start = firstHalf ? t.startOf('month') : t.startOf('month').set({ day: 16 });
    end = firstHalf ? t.startOf('month').set({ day: 16 }) : t.startOf('month').plus({ months: 1 });
    key = `${start.toFormat('yyyy-MM')}-${firstHalf ? 'H1' : 'H2'}`;
  } else {
    start = t.startOf('month');
    end = start.plus({ months: 1 });
    key = start.toFormat('yyyy-MM');
  }
  const units = period === 'HOURLY' ? Math.round(end.diff(start, 'hours').hours) : Math.round(end.diff(start, 'days').days);
  return { key, start: start.toMillis(), end: end.toMillis(), units: Math.max(1, units) };
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH` in the zone, as an instant; null when it is not one. */
export function instantOf(text: string, zone: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2})?$/.test(text)) return null;
  const t = DateTime.fromISO(text.length === 10 ? text : `${text}:00`, { zone });
  return t.isValid ? t.toMillis() : null;
}

type TeamSums = { validBet: number; loss: number; active: number };

/** The team's settled bets in [from, to): valid bet, net loss (stake − win), members who bet. */
export function teamSums(db: Db, downlineId: number, from: number, to: number): TeamSums {
  const row = oneRow(
    db
      .prepare<unknown[], TeamSums>(
        `SELECT COALESCE(SUM(b.valid_bet_minor), 0) AS validBet, COALESCE(SUM(b.stake_minor - b.win_minor), 0) AS loss, COUNT(DISTINCT b.member_id) AS active
         FROM agent_tree t JOIN bet_records b ON b.member_id = t.descendant_id AND b.placed_at >= ? AND b.placed_at < ? AND b.status = 'SETTLED'
        WHERE t.ancestor_id = ?`,
      )
      .get(from, to, downlineId),
  );
  return row;
}

type SettleRow = {
  id: number;
  merchant: string;
  type: ContractType;
  downline_id: number;
  agent_id: number;
  rate_bp: number;
  period: ContractPeriod;
  min_valid_bet_minor: number;
  min_loss_minor: number;
  min_active_members: number;
  min_bet_minor: number;
  accepted_at: number;
  ended_at: number | null;
  currency: string;
  downline_username: string;
  agent_username: string;
};

export type SettlementLine = {
  contractId: number;
  downline: string;
  key: string;
  outcome: 'PAID' | 'BELOW_THRESHOLD' | 'NOTHING' | 'ALREADY' | 'NOT_OVER';
  amountMinor: number;
  currency: string;
  missed: string | null;
};

/** Which thresholds the team missed, by name; empty when every one held. */
function missedThresholds(c: SettleRow, sums: TeamSums, units: number): string[] {
  const missed: string[] = [];
  if (sums.validBet < c.min_valid_bet_minor) missed.push('validBet');
  if (c.min_loss_minor > 0 && sums.loss < c.min_loss_minor) missed.push('loss');
  if (sums.active < c.min_active_members) missed.push('activeMembers');
  if (sums.validBet < c.min_bet_minor * units) missed.push('betAmount');
  return missed;
}

/** The merchant's accepted contracts of `type`, with what settling them names. */
function contractsOf(db: Db, merchant: string, type: ContractType): SettleRow[] {
  return db
    .prepare<unknown[], SettleRow>(
      `SELECT c.*, d.currency, d.username AS downline_username, a.username AS agent_username
         FROM agent_contracts c JOIN members d ON d.id = c.downline_id JOIN members a ON a.id = c.agent_id
        WHERE c.merchant = ? AND c.type = ? AND c.accepted_at IS NOT NULL ORDER BY c.id`,
    )
    .all(merchant, type);
}

/**
 * Settles every contract of `type` for the merchant. `at` picks the period (the window containing it);
 * without it each contract settles its last complete window. A window that has not ended yet is left
 * alone. Answers a line per contract looked at.
 */
export function settleContracts(db: Db, merchant: string, type: ContractType, at: number | null, now = Date.now()): SettlementLine[] {
  const zone = cashierSettings(db, merchant).timeZone;
  return contractsOf(db, merchant, type).flatMap((c) => {
    const window = windowFor(db, c, at, zone, now);
    const line = window && settleIn(db, c, window, now);
    return line ? [line] : [];
  });
}

/** How far back a scheduled settlement looks for periods it missed (the platform down, the job failing). */
export const CATCH_UP_MS = 7 * 24 * 3_600_000;

/**
 * Settles, for every contract of a periodic `type`, each complete window that ended after `since` (the
 * job's last successful run), but none that ended more than CATCH_UP_MS before `now`, and always the
 * last complete one. Without `since` (the job never ran OK) only the last complete one, as a run on time
 * would. Each window is keyed by contract and period, so one settled already pays nothing again.
 */
export function settleDueContracts(
  db: Db,
  merchant: string,
  type: Exclude<ContractType, 'REALTIME'>,
  since: number | null,
  now = Date.now(),
): SettlementLine[] {
  const zone = cashierSettings(db, merchant).timeZone;
  const floor = since === null ? null : Math.max(since, now - CATCH_UP_MS);
  return contractsOf(db, merchant, type).flatMap((c) =>
    dueWindows(c.type === 'HOURLY' ? 'HOURLY' : c.period, floor, now, zone).flatMap((window) => {
      const line = settleIn(db, c, window, now);
      return line ? [line] : [];
    }),
  );
}

/** The last complete window before `now` and, oldest first before it, every earlier one that ended after `floor`. */
function dueWindows(period: ContractPeriod | 'HOURLY', floor: number | null, now: number, zone: string): Window[] {
  const windows = [windowOf(period, windowOf(period, now, zone).start - 1, zone)];
  if (floor === null) return windows;
  for (;;) {
    const earlier = windowOf(period, windows[0]!.start - 1, zone);
    if (earlier.end <= floor) return windows;
    windows.unshift(earlier);
  }
}

/** A contract's line for one window: settled (or found settled), not over yet, or null where the contract was not in force. */
function settleIn(db: Db, c: SettleRow, window: Window, now: number): SettlementLine | null {
  // Only the part of the window the contract was in force counts.
  const from = Math.max(window.start, c.accepted_at);
  const to = Math.min(window.end, c.ended_at ?? Infinity);
  if (from >= to) return null;
  const line = { contractId: c.id, downline: c.downline_username, key: window.key, currency: c.currency };
  if (window.end > now) return { ...line, outcome: 'NOT_OVER', amountMinor: 0, missed: null };
  return { ...line, ...settleOne(db, c, window, from, to, now) };
}

function windowFor(db: Db, c: SettleRow, at: number | null, zone: string, now: number): Window | null {
  if (c.type === 'REALTIME') {
    // Everything since the last settlement (or the acceptance) up to now, or up to the contract's end.
    const last = oneRow(db.prepare<unknown[], number | null>('SELECT MAX(period_end) FROM contract_settlements WHERE contract_id = ?').pluck().get(c.id));
    const start = last ?? c.accepted_at;
    const end = Math.min(at ?? now, c.ended_at ?? Infinity);
    if (end <= start) return null;
    return { key: `RT-${end}`, start, end, units: 1 };
  }
  const period = c.type === 'HOURLY' ? 'HOURLY' : c.period;
  if (at !== null) return windowOf(period, at, zone);
  const current = windowOf(period, now, zone);
  return windowOf(period, current.start - 1, zone);
}

function settleOne(
  db: Db,
  c: SettleRow,
  window: Window,
  from: number,
  to: number,
  now: number,
): Omit<SettlementLine, 'contractId' | 'downline' | 'key' | 'currency'> {
  return db
    .transaction(() => {
      const done = db
        .prepare<unknown[], number>('SELECT amount_minor FROM contract_settlements WHERE contract_id = ? AND period_key = ?')
        .pluck()
        .get(c.id, window.key);
      if (done !== undefined) return { outcome: 'ALREADY' as const, amountMinor: done, missed: null };
      const sums = teamSums(db, c.downline_id, from, to);
      // A real-time window (every few minutes on the schedule) in which the team placed nothing leaves no
      // record: the player's list shows settlements, not ticks, and the next window starts where this one did.
      if (c.type === 'REALTIME' && sums.validBet === 0 && sums.active === 0) return { outcome: 'NOTHING' as const, amountMinor: 0, missed: null };
      const base = c.type === 'DIVIDEND' ? Math.max(0, sums.loss) : sums.validBet;
      const missed = missedThresholds(c, sums, window.units);
      // Rounded down: the operator never pays a fraction of a minor unit.
      const amount = missed.length ? 0 : Math.floor((base * c.rate_bp) / 10_000);
      const outcome = missed.length ? ('BELOW_THRESHOLD' as const) : amount > 0 ? ('PAID' as const) : ('NOTHING' as const);
      let transactionId: number | null = null;
      if (outcome === 'PAID') {
        transactionId = post(db, {
          merchant: c.merchant,
          kind: 'CONTRACT',
          memberId: c.downline_id,
          idempotencyKey: `settle:${c.type}:${c.id}:${window.key}`,
          at: now,
          legs: [
            { account: operatorAccount(db, c.merchant, c.currency, 'BONUS'), amount: -amount, type: 'BONUS' },
            { account: memberAccount(db, c.downline_id, 'MAIN'), amount, type: 'BONUS' },
          ],
          meta: { note: `${NOTE[c.type]} ${window.key} (${c.agent_username})`, contractId: c.id, period: window.key },
        });
      }
      db.prepare(
        `INSERT INTO contract_settlements (contract_id, period_key, period_start, period_end, valid_bet_minor, loss_minor, active_members, base_minor, amount_minor, outcome, missed, transaction_id, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(c.id, window.key, from, to, sums.validBet, sums.loss, sums.active, base, amount, outcome, missed.join(',') || null, transactionId, now);
      return { outcome, amountMinor: amount, missed: missed.join(',') || null };
    })
    .immediate();
}

const NOTE: Record<ContractType, string> = { DIVIDEND: 'Dividend', DAILY: 'Daily salary', HOURLY: 'Hourly salary', REALTIME: 'Real-time salary' };

/** Settlement records the member received (as a downline) or its team received from it (as the agent), newest first. */
export function settlementPage(db: Db, memberId: number, type: ContractType, paging: { pageNo: number; pageSize: number }) {
  const where = `FROM contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id JOIN members a ON a.id = c.agent_id JOIN members d ON d.id = c.downline_id
    WHERE c.type = ? AND (c.downline_id = ? OR c.agent_id = ?)`;
  const totalCount = oneRow(db.prepare<unknown[], number>(`SELECT COUNT(*) ${where}`).pluck().get(type, memberId, memberId));
  const received = oneRow(
    db.prepare<unknown[], number>(`SELECT COALESCE(SUM(s.amount_minor), 0) ${where} AND c.downline_id = ?`).pluck().get(type, memberId, memberId, memberId),
  );
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        contractId: number;
        periodKey: string;
        periodStart: number;
        periodEnd: number;
        validBetMinor: number;
        lossMinor: number;
        activeMembers: number;
        baseMinor: number;
        amountMinor: number;
        outcome: string;
        missed: string | null;
        settledAt: number;
        rateBp: number;
        agent: string;
        downline: string;
        mine: number;
      }
    >(
      `SELECT s.id, s.contract_id AS contractId, s.period_key AS periodKey, s.period_start AS periodStart, s.period_end AS periodEnd, s.valid_bet_minor AS validBetMinor,
              s.loss_minor AS lossMinor, s.active_members AS activeMembers, s.base_minor AS baseMinor, s.amount_minor AS amountMinor, s.outcome, s.missed,
              s.settled_at AS settledAt, c.rate_bp AS rateBp, a.username AS agent, d.username AS downline, (c.downline_id = ?) AS mine
         ${where} ORDER BY s.period_start DESC, s.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, type, memberId, memberId, paging.pageSize, (paging.pageNo - 1) * paging.pageSize);
  return {
    list: rows.map((r) => ({ ...r, mine: r.mine === 1, missed: r.missed ? r.missed.split(',') : [] })),
    receivedMinor: received,
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / paging.pageSize)),
  };
}
