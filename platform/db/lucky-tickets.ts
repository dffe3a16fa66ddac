import crypto from 'node:crypto';
import { cashierSettings } from './cashier-settings';
import { phaseOf, type LuckyEventRow } from './lucky-events';
import { dayWindow } from './reward-periods';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * Tickets of a lucky-draw event. A running event earns a member tickets from the brand's local day inside
 * its window: one per `valid_bet_per_ticket_minor` of settled valid bets and `tickets_per_deposit` per
 * credited deposit, at most `daily_ticket_cap` a day. Each earned ticket is a row keyed by its day and
 * number, written when the member's tickets are read or drawn, so recounting never adds one twice.
 * Operators may grant more (not capped). Unused tickets lapse with the event.
 */
export type TodayProgress = { validBetMinor: number; deposits: number; earned: number; cap: number; nextTicketInMinor: number | null };

export function todayProgress(db: Db, event: LuckyEventRow, memberId: number, now: number): TodayProgress | null {
  if (phaseOf(event, now) !== 'RUNNING') return null;
  const day = dayWindow(cashierSettings(db, event.merchant).timeZone, now);
  const from = Math.max(day.start, event.starts_at);
  const to = Math.min(day.end, event.ends_at);
  const validBetMinor = oneRow(
    db
      .prepare<unknown[], number>(
        "SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records WHERE member_id = ? AND status = 'SETTLED' AND placed_at >= ? AND placed_at < ?",
      )
      .pluck()
      .get(memberId, from, to),
  );
  const deposits = oneRow(
    db
      .prepare<unknown[], number>("SELECT COUNT(*) FROM deposits WHERE member_id = ? AND status = 'CREDITED' AND updated_at >= ? AND updated_at < ?")
      .pluck()
      .get(memberId, from, to),
  );
  const uncapped = Math.floor(validBetMinor / event.valid_bet_per_ticket_minor) + deposits * event.tickets_per_deposit;
  const earned = Math.min(event.daily_ticket_cap, uncapped);
  const nextTicketInMinor = earned >= event.daily_ticket_cap ? null : event.valid_bet_per_ticket_minor - (validBetMinor % event.valid_bet_per_ticket_minor);
  return { validBetMinor, deposits, earned, cap: event.daily_ticket_cap, nextTicketInMinor };
}

/** Writes today's earned tickets that are not rows yet; answers today's progress (null outside the window). */
export function creditEarnedTickets(db: Db, event: LuckyEventRow, memberId: number, now: number): TodayProgress | null {
  const progress = todayProgress(db, event, memberId, now);
  if (!progress || progress.earned === 0) return progress;
  const day = dayWindow(cashierSettings(db, event.merchant).timeZone, now).key;
  const insert = db.prepare('INSERT OR IGNORE INTO lucky_tickets (event_id, member_id, source_key, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (let n = 1; n <= progress.earned; n++) insert.run(event.id, memberId, `day:${day}:${n}`, now);
  }).immediate();
  return progress;
}

export function unusedTickets(db: Db, eventId: number, memberId: number): number {
  return oneRow(
    db.prepare<unknown[], number>('SELECT COUNT(*) FROM lucky_tickets WHERE event_id = ? AND member_id = ? AND used_at IS NULL').pluck().get(eventId, memberId),
  );
}

/** The operator's grant (demos, compensation): `count` fresh tickets. */
export function grantTickets(db: Db, eventId: number, memberId: number, count: number, now = Date.now()): number {
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new Error('grant 1 to 1000 tickets');
  const insert = db.prepare('INSERT INTO lucky_tickets (event_id, member_id, source_key, created_at) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < count; i++) insert.run(eventId, memberId, `grant:${crypto.randomUUID()}`, now);
  }).immediate();
  return unusedTickets(db, eventId, memberId);
}
