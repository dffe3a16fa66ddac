import { cashierSettings } from './cashier-settings';
import { isModuleOn } from './merchants';
import type { Db } from './db';

/**
 * Lucky-draw events (decision 025): red envelopes, golden eggs and prize wheels an operator schedules per
 * brand, each with a start/end window and a weighted prize table. Money prizes are integer minor units.
 */
export type LuckyKind = 'RED_ENVELOPE' | 'GOLDEN_EGG' | 'PRIZE_WHEEL';
export const LUCKY_KINDS: readonly LuckyKind[] = ['RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL'];
export type PrizeKind = 'BONUS' | 'POINTS' | 'FREE_SPINS';

export type LuckyEventRow = {
  id: number;
  merchant: string;
  kind: LuckyKind;
  title: string;
  starts_at: number;
  ends_at: number;
  valid_bet_per_ticket_minor: number;
  tickets_per_deposit: number;
  daily_ticket_cap: number;
  created_at: number;
};
export type PrizeRow = {
  id: number;
  event_id: number;
  kind: PrizeKind;
  amount: number;
  spin_value_minor: number;
  turnover_multiplier: number;
  weight: number;
  sort: number;
};
export type PrizeSeed = { kind: PrizeKind; amount: number; spinValueMinor?: number; turnoverMultiplier?: number; weight: number };

/** Prize tables in PHP minor units (₱1 = 100); other currencies scale them (see `scaleFor`). */
const PRIZE_TABLES: Record<LuckyKind, PrizeSeed[]> = {
  RED_ENVELOPE: [
    { kind: 'BONUS', amount: 888, turnoverMultiplier: 1, weight: 40 },
    { kind: 'BONUS', amount: 1888, turnoverMultiplier: 1, weight: 25 },
    { kind: 'POINTS', amount: 50, weight: 20 },
    { kind: 'FREE_SPINS', amount: 5, spinValueMinor: 100, weight: 10 },
    { kind: 'BONUS', amount: 8800, turnoverMultiplier: 1, weight: 5 },
  ],
  GOLDEN_EGG: [
    { kind: 'BONUS', amount: 1000, turnoverMultiplier: 1, weight: 35 },
    { kind: 'POINTS', amount: 100, weight: 25 },
    { kind: 'FREE_SPINS', amount: 10, spinValueMinor: 100, weight: 25 },
    { kind: 'BONUS', amount: 5000, turnoverMultiplier: 1, weight: 10 },
    { kind: 'BONUS', amount: 28800, turnoverMultiplier: 1, weight: 5 },
  ],
  // Eight segments: the wheel draws one per prize, in this order.
  PRIZE_WHEEL: [
    { kind: 'BONUS', amount: 500, turnoverMultiplier: 1, weight: 25 },
    { kind: 'POINTS', amount: 20, weight: 20 },
    { kind: 'BONUS', amount: 1000, turnoverMultiplier: 1, weight: 15 },
    { kind: 'FREE_SPINS', amount: 5, spinValueMinor: 100, weight: 12 },
    { kind: 'BONUS', amount: 2000, turnoverMultiplier: 1, weight: 10 },
    { kind: 'POINTS', amount: 200, weight: 8 },
    { kind: 'FREE_SPINS', amount: 20, spinValueMinor: 100, weight: 6 },
    { kind: 'BONUS', amount: 18800, turnoverMultiplier: 1, weight: 4 },
  ],
};

/** PHP minor → the brand's currency, rounded to a whole thousand dong (VND has no minor units). */
function scaleFor(currency: string): (phpMinor: number) => number {
  if (currency === 'VND') return (m) => Math.max(1000, Math.round((m * 30) / 1000) * 1000);
  return (m) => m;
}

/** One ticket per this much of a day's valid bets, by currency. */
const VALID_BET_PER_TICKET: Record<string, number> = { PHP: 10_000, USD: 2_000, VND: 50_000 };

/** The default prize table of a kind in the brand's currency; points only where the point mall is on. */
export function defaultPrizes(db: Db, merchant: string, kind: LuckyKind): PrizeSeed[] {
  const { currency } = cashierSettings(db, merchant);
  const scale = scaleFor(currency);
  const mall = isModuleOn(db, merchant, 'PTSYS3');
  return PRIZE_TABLES[kind]
    .filter((p) => p.kind !== 'POINTS' || mall)
    .map((p) =>
      p.kind === 'BONUS' ? { ...p, amount: scale(p.amount) } : p.kind === 'FREE_SPINS' ? { ...p, spinValueMinor: scale(p.spinValueMinor ?? 0) } : p,
    );
}

export function scheduleEvent(
  db: Db,
  e: {
    merchant: string;
    kind: LuckyKind;
    title?: string;
    startsAt: number;
    endsAt: number;
    prizes?: PrizeSeed[];
    validBetPerTicketMinor?: number;
    ticketsPerDeposit?: number;
    dailyTicketCap?: number;
  },
  now = Date.now(),
): number {
  if (!(e.endsAt > e.startsAt)) throw new Error('an event ends after it starts');
  const { currency } = cashierSettings(db, e.merchant);
  const prizes = e.prizes ?? defaultPrizes(db, e.merchant, e.kind);
  if (!prizes.length) throw new Error('an event needs at least one prize');
  return db
    .transaction(() => {
      const id = Number(
        db
          .prepare(
            'INSERT INTO lucky_events (merchant, kind, title, starts_at, ends_at, valid_bet_per_ticket_minor, tickets_per_deposit, daily_ticket_cap, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            e.merchant,
            e.kind,
            (e.title ?? TITLES[e.kind]).slice(0, 80),
            e.startsAt,
            e.endsAt,
            e.validBetPerTicketMinor ?? VALID_BET_PER_TICKET[currency] ?? 10_000,
            e.ticketsPerDeposit ?? 1,
            e.dailyTicketCap ?? 10,
            now,
          ).lastInsertRowid,
      );
      const insert = db.prepare(
        'INSERT INTO lucky_prizes (event_id, kind, amount, spin_value_minor, turnover_multiplier, weight, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      prizes.forEach((p, i) => insert.run(id, p.kind, p.amount, p.kind === 'FREE_SPINS' ? (p.spinValueMinor ?? 0) : 0, p.turnoverMultiplier ?? 0, p.weight, i));
      return id;
    })
    .immediate();
}

/** The operator's names (ledger notes, rewards); the site names the kinds in the player's language. */
export const TITLES: Record<LuckyKind, string> = { RED_ENVELOPE: 'Red envelope', GOLDEN_EGG: 'Golden egg', PRIZE_WHEEL: 'Prize wheel' };

export function eventById(db: Db, merchant: string, id: number | null): LuckyEventRow | undefined {
  if (id === null) return undefined;
  return db.prepare<unknown[], LuckyEventRow>('SELECT * FROM lucky_events WHERE id = ? AND merchant = ?').get(id, merchant);
}

export function prizesOf(db: Db, eventId: number): PrizeRow[] {
  return db.prepare<unknown[], PrizeRow>('SELECT * FROM lucky_prizes WHERE event_id = ? ORDER BY sort, id').all(eventId);
}

/** Running and upcoming events (not ended), soonest first; `all` adds the ended ones for the operator. */
export function merchantEvents(db: Db, merchant: string, now = Date.now(), all = false): LuckyEventRow[] {
  return db
    .prepare<unknown[], LuckyEventRow>(`SELECT * FROM lucky_events WHERE merchant = ? ${all ? '' : 'AND ends_at > ?'} ORDER BY starts_at, id`)
    .all(...(all ? [merchant] : [merchant, now]));
}

export type EventPhase = 'UPCOMING' | 'RUNNING' | 'ENDED';
export const phaseOf = (e: Pick<LuckyEventRow, 'starts_at' | 'ends_at'>, now: number): EventPhase =>
  now < e.starts_at ? 'UPCOMING' : now < e.ends_at ? 'RUNNING' : 'ENDED';
