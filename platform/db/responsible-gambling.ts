import { cashierSettings } from './cashier-settings';
import type { Db } from './db';
import { oneRow } from './one-row';
import { monthWindow } from './ranking-period';
import { Refusal } from './refusal';
import { dayWindow, weekWindow } from './reward-periods';

/**
 * Responsible gambling: a member's deposit, loss and wager limits per local day, week (Monday first) and
 * month, a session time limit, time-outs and self-exclusions. Lowering or setting a limit holds at once;
 * raising or removing one waits out the merchant's cooling-off, so a decision made in the heat of play
 * cannot be undone in it. Every function takes `now`, so the rules can be checked across period ends.
 */

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type MoneyLimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type LimitKind = MoneyLimitKind | 'SESSION';

export const TIMEOUT_DURATIONS = ['24H', '7D', '30D'] as const;
export const EXCLUSION_DURATIONS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
export type ExclusionKind = 'TIMEOUT' | 'SELF_EXCLUSION';
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/** The largest limit a player may type: far above any real budget, far below integer trouble. */
export const MAX_LIMIT_MINOR = 1_000_000_000_000;
/** A session limit between 5 minutes and a day. */
export const SESSION_MINUTES = { min: 5, max: 1440 } as const;

/** Game entries on a member's wallets: stakes are negative, wins positive. */
const PLAY_TYPES = "('LIVE', 'LOTT', 'PVP', 'RNG', 'FISH', 'SPORTS')";
/** A deposit counts against the limit from the moment it is asked for, until it fails or is cancelled. */
const COUNTED_DEPOSITS = "('PENDING', 'AWAITING_PAYMENT', 'CREDITED')";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type RgSettings = { enabled: boolean; coolingOffHours: number };

export function rgSettings(db: Db, merchant: string): RgSettings {
  const row = db
    .prepare<unknown[], { enabled: number; cooling_off_hours: number }>('SELECT enabled, cooling_off_hours FROM rg_settings WHERE merchant = ?')
    .get(merchant);
  return { enabled: row ? row.enabled === 1 : true, coolingOffHours: row?.cooling_off_hours ?? 24 };
}

export function setRgSettings(db: Db, merchant: string, change: Partial<RgSettings>) {
  const current = rgSettings(db, merchant);
  const next = { ...current, ...change };
  db.prepare(
    `INSERT INTO rg_settings (merchant, enabled, cooling_off_hours) VALUES (?, ?, ?)
     ON CONFLICT (merchant) DO UPDATE SET enabled = excluded.enabled, cooling_off_hours = excluded.cooling_off_hours`,
  ).run(merchant, next.enabled ? 1 : 0, next.coolingOffHours);
  return next;
}

/** The local window of a period around `now`, in the merchant's zone. */
export function periodBounds(zone: string, period: LimitPeriod, now: number): { start: number; end: number } {
  if (period === 'DAY') return dayWindow(zone, now);
  if (period === 'WEEK') return weekWindow(zone, now);
  const month = monthWindow(zone, now);
  return { start: month.from, end: month.to };
}

type LimitRow = {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod | 'SESSION';
  amount_minor: number | null;
  pending_amount_minor: number | null;
  pending_at: number | null;
  updated_at: number;
};

/** Changes whose cooling-off has run out take their place; the table then says what holds now. */
function settle(db: Db, memberId: number, now: number) {
  db.prepare(
    'UPDATE rg_limits SET amount_minor = pending_amount_minor, pending_amount_minor = NULL, pending_at = NULL, updated_at = pending_at WHERE member_id = ? AND pending_at IS NOT NULL AND pending_at <= ?',
  ).run(memberId, now);
  db.prepare('DELETE FROM rg_limits WHERE member_id = ? AND amount_minor IS NULL AND pending_at IS NULL').run(memberId);
}

function limitRows(db: Db, memberId: number, now: number): LimitRow[] {
  settle(db, memberId, now);
  return db.prepare<unknown[], LimitRow>('SELECT * FROM rg_limits WHERE member_id = ?').all(memberId);
}

/** The limit in force of one kind and period, or null. */
function limitOf(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod | 'SESSION', now: number): number | null {
  return limitRows(db, memberId, now).find((r) => r.kind === kind && r.period === period)?.amount_minor ?? null;
}

export type LimitChange = { applied: 'NOW' | 'PENDING'; amountMinor: number | null; pendingAt: number | null };

/**
 * Sets (amount) or removes (null) a limit. A new or lower limit holds at once and drops any waiting raise;
 * a higher one or a removal waits the cooling-off. Setting the same value again changes nothing.
 */
export function setLimit(
  db: Db,
  member: { id: number; merchant: string },
  kind: LimitKind,
  period: LimitPeriod | 'SESSION',
  amount: number | null,
  now = Date.now(),
): LimitChange {
  return db
    .transaction((): LimitChange => {
      const current = limitOf(db, member.id, kind, period, now);
      const lowering = amount !== null && (current === null || amount <= current);
      if (lowering) {
        db.prepare(
          `INSERT INTO rg_limits (member_id, kind, period, amount_minor, pending_amount_minor, pending_at, updated_at) VALUES (?, ?, ?, ?, NULL, NULL, ?)
         ON CONFLICT (member_id, kind, period) DO UPDATE SET amount_minor = excluded.amount_minor, pending_amount_minor = NULL, pending_at = NULL, updated_at = excluded.updated_at`,
        ).run(member.id, kind, period, amount, now);
        return { applied: 'NOW', amountMinor: amount, pendingAt: null };
      }
      if (current === null) return { applied: 'NOW', amountMinor: null, pendingAt: null }; // removing what is not there
      const pendingAt = now + rgSettings(db, member.merchant).coolingOffHours * HOUR;
      db.prepare('UPDATE rg_limits SET pending_amount_minor = ?, pending_at = ?, updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?').run(
        amount,
        pendingAt,
        now,
        member.id,
        kind,
        period,
      );
      if (rgSettings(db, member.merchant).coolingOffHours === 0) settle(db, member.id, now);
      return { applied: 'PENDING', amountMinor: current, pendingAt };
    })
    .immediate();
}

/** Deposits asked for in [start, end), in minor units. */
function depositsIn(db: Db, memberId: number, start: number, end: number): number {
  return oneRow(
    db
      .prepare<unknown[], number>(
        `SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status IN ${COUNTED_DEPOSITS}`,
      )
      .pluck()
      .get(memberId, start, end),
  );
}

/** Stakes (wager) and the net result of play in [start, end) from the ledger; loss is the net's negative, never below 0. */
function playIn(db: Db, memberId: number, start: number, end: number): { wagerMinor: number; netMinor: number } {
  const row = oneRow(
    db
      .prepare<unknown[], { wager: number; net: number }>(
        `SELECT COALESCE(SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END), 0) AS wager, COALESCE(SUM(amount), 0) AS net FROM ledger_entries WHERE member_id = ? AND at >= ? AND at < ? AND type IN ${PLAY_TYPES}`,
      )
      .get(memberId, start, end),
  );
  return { wagerMinor: row.wager, netMinor: row.net };
}

function usedOf(db: Db, memberId: number, kind: MoneyLimitKind, bounds: { start: number; end: number }): number {
  if (kind === 'DEPOSIT') return depositsIn(db, memberId, bounds.start, bounds.end);
  const play = playIn(db, memberId, bounds.start, bounds.end);
  return kind === 'WAGER' ? play.wagerMinor : Math.max(0, -play.netMinor);
}

export type LimitState = {
  kind: LimitKind;
  period: LimitPeriod | 'SESSION';
  amountMinor: number | null;
  usedMinor: number;
  remainingMinor: number | null;
  pendingAmountMinor: number | null;
  pendingRemoval: boolean;
  pendingAt: number | null;
  periodEndsAt: number | null;
};

/** What a member's limit states are worked out from: their limit rows and the merchant's zone, at one instant. */
type LimitContext = { db: Db; memberId: number; zone: string; rows: LimitRow[]; now: number };

/** One money limit's state in the current period (its bounds and use worked out only when asked: a local month is dozens of calendar look-ups). */
function moneyLimitState({ db, memberId, zone, rows, now }: LimitContext, kind: MoneyLimitKind, period: LimitPeriod): LimitState {
  const row = rows.find((r) => r.kind === kind && r.period === period);
  const bounds = periodBounds(zone, period, now);
  const used = usedOf(db, memberId, kind, bounds);
  const amount = row?.amount_minor ?? null;
  return {
    kind,
    period,
    amountMinor: amount,
    usedMinor: used,
    remainingMinor: amount === null ? null : Math.max(0, amount - used),
    pendingAmountMinor: row?.pending_amount_minor ?? null,
    pendingRemoval: Boolean(row?.pending_at && row.pending_amount_minor === null),
    pendingAt: row?.pending_at ?? null,
    periodEndsAt: bounds.end,
  };
}

/** Every money limit and the session limit, set or not, with what has been used in the current period. */
export function limitStates(db: Db, member: { id: number; merchant: string }, now = Date.now()): LimitState[] {
  const rows = limitRows(db, member.id, now);
  const context = { db, memberId: member.id, zone: cashierSettings(db, member.merchant).timeZone, rows, now };
  const states: LimitState[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      states.push(moneyLimitState(context, kind, period));
    }
  }
  const session = rows.find((r) => r.kind === 'SESSION');
  states.push({
    kind: 'SESSION',
    period: 'SESSION',
    amountMinor: session?.amount_minor ?? null,
    usedMinor: 0,
    remainingMinor: null,
    pendingAmountMinor: session?.pending_amount_minor ?? null,
    pendingRemoval: Boolean(session?.pending_at && session.pending_amount_minor === null),
    pendingAt: session?.pending_at ?? null,
    periodEndsAt: null,
  });
  return states;
}

/**
 * The tightest room left under one kind's limits (day, week and month all hold), with the period that binds.
 * Only the limits in force are worked out: every stake asks this twice, and most members have none.
 */
function tightest(
  db: Db,
  member: { id: number; merchant: string },
  kind: MoneyLimitKind,
  now: number,
): { remainingMinor: number; limitMinor: number; period: LimitPeriod; resetsAt: number } | null {
  if (!rgSettings(db, member.merchant).enabled) return null;
  const rows = limitRows(db, member.id, now);
  const set = LIMIT_PERIODS.filter((period) => rows.some((r) => r.kind === kind && r.period === period && r.amount_minor !== null));
  if (!set.length) return null;
  const context = { db, memberId: member.id, zone: cashierSettings(db, member.merchant).timeZone, rows, now };
  let best: { remainingMinor: number; limitMinor: number; period: LimitPeriod; resetsAt: number } | null = null;
  for (const period of set) {
    const s = moneyLimitState(context, kind, period);
    if (s.amountMinor === null || s.remainingMinor === null) continue;
    if (!best || s.remainingMinor < best.remainingMinor)
      best = { remainingMinor: s.remainingMinor, limitMinor: s.amountMinor, period, resetsAt: s.periodEndsAt ?? now };
  }
  return best;
}

/** Refuses a deposit that would pass a deposit limit: `rg.deposit.limit` with what is left and when it resets. */
export function checkDeposit(db: Db, member: { id: number; merchant: string }, amountMinor: number, now = Date.now()) {
  const room = tightest(db, member, 'DEPOSIT', now);
  if (room && amountMinor > room.remainingMinor) throw new Refusal('rg.deposit.limit', room);
}

/**
 * Refuses a stake that would pass a wager limit (`rg.wager.limit`) or could pass a loss limit if lost
 * (`rg.loss.limit`): a limit is a promise that the player cannot lose more, so the worst case counts.
 */
export function checkStake(db: Db, member: { id: number; merchant: string }, stakeMinor: number, now = Date.now()) {
  const loss = tightest(db, member, 'LOSS', now);
  if (loss && stakeMinor > loss.remainingMinor) throw new Refusal('rg.loss.limit', loss);
  const wager = tightest(db, member, 'WAGER', now);
  if (wager && stakeMinor > wager.remainingMinor) throw new Refusal('rg.wager.limit', wager);
}

/** The same rule for vendor pages that answer their own JSON: the refusal's code, or null when the stake may go. */
export function stakeRefusal(
  db: Db,
  member: { id: number; merchant: string },
  stakeMinor: number,
  now = Date.now(),
): 'rg.loss.limit' | 'rg.wager.limit' | null {
  try {
    checkStake(db, member, stakeMinor, now);
    return null;
  } catch (error) {
    if (error instanceof Refusal && (error.errorCode === 'rg.loss.limit' || error.errorCode === 'rg.wager.limit')) return error.errorCode;
    throw error;
  }
}

/** When the member's sign-in session began (the platform's session of this token). */
export function sessionStart(db: Db, token: string): number | null {
  return db.prepare<unknown[], number>('SELECT created_at FROM sessions WHERE token = ?').pluck().get(token) ?? null;
}

/** Refuses a launch when the session time limit is reached (`rg.session.limit`) or a loss limit leaves nothing (`rg.loss.limit`). */
export function checkLaunch(db: Db, member: { id: number; merchant: string; token: string }, now = Date.now()) {
  if (!rgSettings(db, member.merchant).enabled) return;
  const minutes = limitOf(db, member.id, 'SESSION', 'SESSION', now);
  const started = sessionStart(db, member.token);
  if (minutes !== null && started !== null && now - started >= minutes * 60_000) throw new Refusal('rg.session.limit', { minutes, startedAt: started });
  const loss = tightest(db, member, 'LOSS', now);
  if (loss && loss.remainingMinor <= 0) throw new Refusal('rg.loss.limit', loss);
}

export type Exclusion = { id: number; kind: ExclusionKind; duration: string; startsAt: number; endsAt: number | null };

/** The time-out or self-exclusion in force, the one that ends last. */
export function activeExclusion(db: Db, memberId: number, now = Date.now()): Exclusion | null {
  const row = db
    .prepare<unknown[], { id: number; kind: ExclusionKind; duration: string; starts_at: number; ends_at: number | null }>(
      'SELECT id, kind, duration, starts_at, ends_at FROM rg_exclusions WHERE member_id = ? AND starts_at <= ? AND (ends_at IS NULL OR ends_at > ?) ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1',
    )
    .get(memberId, now, now);
  return row ? { id: row.id, kind: row.kind, duration: row.duration, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/** Refuses a sign-in during an exclusion: `rg.timeout.active` or `rg.self.excluded`, with the end (null: permanent). */
export function checkSignIn(db: Db, memberId: number, now = Date.now()) {
  const ex = activeExclusion(db, memberId, now);
  if (!ex) return;
  throw new Refusal(ex.kind === 'TIMEOUT' ? 'rg.timeout.active' : 'rg.self.excluded', { kind: ex.kind, endsAt: ex.endsAt }, 403);
}

/** The end of a duration from `now`: hours and days as elapsed time, months and years on the calendar (UTC). */
export function exclusionEnd(duration: (typeof TIMEOUT_DURATIONS)[number] | (typeof EXCLUSION_DURATIONS)[number], now: number): number | null {
  const d = new Date(now);
  switch (duration) {
    case '24H':
      return now + DAY;
    case '7D':
      return now + 7 * DAY;
    case '30D':
      return now + 30 * DAY;
    case '6M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 6, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
    case '1Y':
      return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
    case '5Y':
      return Date.UTC(d.getUTCFullYear() + 5, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
    case 'PERMANENT':
      return null;
  }
}

/**
 * Starts a time-out or a self-exclusion and ends every session of the member at once, so no open tab
 * keeps playing. Pending withdrawals are left alone: the player's money still reaches them.
 */
export function exclude(db: Db, member: { id: number; merchant: string }, kind: ExclusionKind, duration: string, now = Date.now()): Exclusion {
  const allowed: readonly string[] = kind === 'TIMEOUT' ? TIMEOUT_DURATIONS : EXCLUSION_DURATIONS;
  if (!allowed.includes(duration)) throw new Refusal('request_param_err', { field: 'duration' });
  const endsAt = exclusionEnd(duration as (typeof TIMEOUT_DURATIONS)[number], now);
  return db
    .transaction(() => {
      const id = Number(
        db
          .prepare('INSERT INTO rg_exclusions (merchant, member_id, kind, duration, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(member.merchant, member.id, kind, duration, now, endsAt).lastInsertRowid,
      );
      db.prepare('DELETE FROM sessions WHERE member_id = ?').run(member.id);
      return { id, kind, duration, startsAt: now, endsAt };
    })
    .immediate();
}

export function realityCheckMinutes(db: Db, memberId: number): number {
  return db.prepare<unknown[], number>('SELECT reality_check_minutes FROM rg_preferences WHERE member_id = ?').pluck().get(memberId) ?? 0;
}

export function setRealityCheck(db: Db, memberId: number, minutes: number) {
  if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw new Refusal('request_param_err', { field: 'minutes' });
  db.prepare(
    'INSERT INTO rg_preferences (member_id, reality_check_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes',
  ).run(memberId, minutes);
}

/** This sign-in's play so far: since when, and the net result of its stakes and wins. */
export function playSession(db: Db, member: { id: number; token: string }, now = Date.now()) {
  const startedAt = sessionStart(db, member.token) ?? now;
  const play = playIn(db, member.id, startedAt, now + 1);
  return {
    startedAt,
    minutesPlayed: Math.floor((now - startedAt) / 60_000),
    netMinor: play.netMinor,
    wagerMinor: play.wagerMinor,
    realityCheckMinutes: realityCheckMinutes(db, member.id),
  };
}

/** Deposits, withdrawals and the net result of play over the last day, 7 and 30 days. */
export function accountActivity(db: Db, memberId: number, now = Date.now()) {
  return ([1, 7, 30] as const).map((days) => {
    const start = now - days * DAY;
    const withdrawn = oneRow(
      db
        .prepare<unknown[], number>(
          "SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status <> 'REJECTED'",
        )
        .pluck()
        .get(memberId, start, now + 1),
    );
    const deposited = oneRow(
      db
        .prepare<unknown[], number>(
          "SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE member_id = ? AND status = 'CREDITED' AND updated_at >= ? AND updated_at < ?",
        )
        .pluck()
        .get(memberId, start, now + 1),
    );
    return { days, depositsMinor: deposited, withdrawalsMinor: withdrawn, netResultMinor: playIn(db, memberId, start, now + 1).netMinor };
  });
}
