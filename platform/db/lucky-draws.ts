import crypto from 'node:crypto';
import { eventById, phaseOf, prizesOf, TITLES, type LuckyKind, type PrizeKind, type PrizeRow } from './lucky-events';
import { creditEarnedTickets, unusedTickets } from './lucky-tickets';
import type { Db } from './db';
import { oneRow } from './one-row';
import { postPoints } from './points-journal';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';
import { offerReward } from './rewards';

/**
 * A lucky draw: one ticket, one prize decided here with a cryptographic random weighted pick, paid in the
 * same SQLite write as the ticket is spent. Each ticket pays under its own idempotency key (`lucky:<ticket>`)
 * in the ledger, the points journal or the rewards, so a ticket pays once whatever races or replays; a
 * replay of the same `requestId` answers the first draw again.
 */
type DrawRow = {
  id: number;
  event_id: number;
  ticket_id: number;
  prize_id: number;
  prize_kind: PrizeKind;
  amount: number;
  spin_value_minor: number;
  turnover_multiplier: number;
  transaction_id: number | null;
  point_transaction_id: number | null;
  reward_id: number | null;
  drawn_at: number;
  kind: LuckyKind;
};

const drawAnswer = (db: Db, d: DrawRow, memberId: number, replayed: boolean) => {
  const prizes = prizesOf(db, d.event_id);
  return {
    id: d.id,
    eventId: d.event_id,
    kind: d.kind,
    ticketId: d.ticket_id,
    prize: { id: d.prize_id, kind: d.prize_kind, amount: d.amount, spinValueMinor: d.spin_value_minor, turnoverMultiplier: d.turnover_multiplier },
    /** Where the prize sits in the event's table (the wheel's segment). */
    prizeIndex: Math.max(
      0,
      prizes.findIndex((p) => p.id === d.prize_id),
    ),
    transactionId: d.transaction_id,
    pointTransactionId: d.point_transaction_id,
    rewardId: d.reward_id,
    ticketsLeft: unusedTickets(db, d.event_id, memberId),
    drawnAt: d.drawn_at,
    replayed,
  };
};
export type DrawAnswer = ReturnType<typeof drawAnswer>;

const DRAW_SELECT = 'SELECT d.*, e.kind FROM lucky_draws d JOIN lucky_events e ON e.id = d.event_id';

/** A weighted pick with `crypto.randomInt`: each prize wins with weight / total weight. */
export function pickPrize(prizes: PrizeRow[]): PrizeRow {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let roll = crypto.randomInt(total);
  for (const p of prizes) {
    if (roll < p.weight) return p;
    roll -= p.weight;
  }
  return prizes[prizes.length - 1]!;
}

export function drawLucky(
  db: Db,
  member: { id: number; merchant: string },
  input: { eventId: number | null; requestId: string; ticketId: number | null },
  now = Date.now(),
): DrawAnswer {
  return db
    .transaction(() => {
      const event = eventById(db, member.merchant, input.eventId);
      if (!event) throw new Refusal('lucky.not.found', null, 404);
      const replay = db.prepare<unknown[], DrawRow>(`${DRAW_SELECT} WHERE d.member_id = ? AND d.request_id = ?`).get(member.id, input.requestId);
      if (replay) {
        if (replay.event_id !== event.id) throw new Refusal('request.duplicate', { id: replay.id }, 409);
        return drawAnswer(db, replay, member.id, true);
      }
      // Outside the window nothing is spent: the refusal comes before any ticket is touched.
      const phase = phaseOf(event, now);
      if (phase === 'UPCOMING') throw new Refusal('lucky.not.started', { startsAt: event.starts_at });
      if (phase === 'ENDED') throw new Refusal('lucky.ended', { endsAt: event.ends_at });
      creditEarnedTickets(db, event, member.id, now);

      type Ticket = { id: number; used_at: number | null };
      const ticket =
        input.ticketId === null
          ? db
              .prepare<unknown[], Ticket>('SELECT id, used_at FROM lucky_tickets WHERE event_id = ? AND member_id = ? AND used_at IS NULL ORDER BY id LIMIT 1')
              .get(event.id, member.id)
          : db
              .prepare<unknown[], Ticket>('SELECT id, used_at FROM lucky_tickets WHERE id = ? AND event_id = ? AND member_id = ?')
              .get(input.ticketId, event.id, member.id);
      if (!ticket) throw new Refusal(input.ticketId === null ? 'lucky.no.ticket' : 'lucky.ticket.not.found', null, input.ticketId === null ? 400 : 404);
      if (ticket.used_at !== null) {
        const first = db.prepare<unknown[], number>('SELECT id FROM lucky_draws WHERE ticket_id = ?').pluck().get(ticket.id);
        throw new Refusal('lucky.ticket.used', { drawId: first ?? null }, 409);
      }
      if (db.prepare('UPDATE lucky_tickets SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, ticket.id).changes !== 1)
        throw new Refusal('lucky.ticket.used', null, 409);

      const prize = pickPrize(prizesOf(db, event.id));
      const key = `lucky:${ticket.id}`;
      const title = event.title || TITLES[event.kind];
      let transactionId: number | null = null;
      let pointTransactionId: number | null = null;
      let rewardId: number | null = null;
      if (prize.kind === 'BONUS') {
        transactionId = creditReward(db, {
          merchant: member.merchant,
          memberId: member.id,
          kind: 'RAFFLE',
          idempotencyKey: key,
          amountMinor: prize.amount,
          entryType: 'BONUS',
          title,
          turnoverMultiplier: prize.turnover_multiplier,
          meta: { luckyEventId: event.id, ticketId: ticket.id },
          at: now,
        });
      } else if (prize.kind === 'POINTS') {
        pointTransactionId = postPoints(db, {
          merchant: member.merchant,
          memberId: member.id,
          kind: 'GRANT',
          points: prize.amount,
          idempotencyKey: key,
          meta: { note: title, luckyEventId: event.id },
          at: now,
        });
      } else {
        // Free spins wait in the reward centre as a reward worth the spins, claimed like any other.
        rewardId = offerReward(db, {
          merchant: member.merchant,
          memberId: member.id,
          kind: 'GRANT',
          title: `${prize.amount} free spins · ${title}`,
          amountMinor: prize.amount * prize.spin_value_minor,
          turnoverMultiplier: 1,
          sourceKey: key,
          at: now,
        });
      }
      const id = Number(
        db
          .prepare(
            `INSERT INTO lucky_draws (merchant, event_id, member_id, ticket_id, request_id, prize_id, prize_kind, amount, spin_value_minor, turnover_multiplier, transaction_id, point_transaction_id, reward_id, drawn_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            member.merchant,
            event.id,
            member.id,
            ticket.id,
            input.requestId,
            prize.id,
            prize.kind,
            prize.amount,
            prize.spin_value_minor,
            prize.turnover_multiplier,
            transactionId,
            pointTransactionId,
            rewardId,
            now,
          ).lastInsertRowid,
      );
      return drawAnswer(db, oneRow(db.prepare<unknown[], DrawRow>(`${DRAW_SELECT} WHERE d.id = ?`).get(id), 'the lucky draw just written'), member.id, false);
    })
    .immediate();
}

/** The member's draws, newest first, paged like the other lists. */
export function drawHistory(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const totalCount = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM lucky_draws WHERE member_id = ?').pluck().get(memberId));
  const rows = db
    .prepare<unknown[], DrawRow>(`${DRAW_SELECT} WHERE d.member_id = ? ORDER BY d.id DESC LIMIT ? OFFSET ?`)
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((d) => ({
      id: d.id,
      eventId: d.event_id,
      kind: d.kind,
      prize: { id: d.prize_id, kind: d.prize_kind, amount: d.amount, spinValueMinor: d.spin_value_minor, turnoverMultiplier: d.turnover_multiplier },
      drawnAt: d.drawn_at,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}
