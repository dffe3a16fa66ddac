import crypto from 'node:crypto';
import { cashierSettings } from './cashier-settings';
import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';
import { dayWindow } from './reward-periods';

/**
 * The raffle promotion: a daily lucky draw. Once the day's valid bets reach the bar the member may draw
 * once that (local) day; the prize is drawn from the promotion's list and paid in the same write.
 */
type RaffleRow = { id: number; merchant: string; title: string; min_valid_bet_minor: number; prizes: string };

const activeRaffles = (db: Db, merchant: string) =>
  db.prepare<unknown[], RaffleRow>('SELECT * FROM raffle_promotions WHERE merchant = ? AND active = 1 ORDER BY id').all(merchant);

/** `MCSFE_getRafflePromotionStatus`: each raffle, the day's progress towards it and today's draw. */
export function raffleStatus(db: Db, merchant: string, memberId: number, now = Date.now()) {
  const day = dayWindow(cashierSettings(db, merchant).timeZone, now);
  const valid = oneRow(
    db
      .prepare<unknown[], number>(
        "SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records WHERE member_id = ? AND status = 'SETTLED' AND placed_at >= ? AND placed_at < ?",
      )
      .pluck()
      .get(memberId, day.start, day.end),
  );
  return activeRaffles(db, merchant).map((r) => {
    const draw = db
      .prepare<unknown[], { prize_minor: number; drawn_at: number }>(
        'SELECT prize_minor, drawn_at FROM raffle_draws WHERE promotion_id = ? AND member_id = ? AND day = ?',
      )
      .get(r.id, memberId, day.key);
    const prizes = JSON.parse(r.prizes) as number[];
    return {
      id: r.id,
      title: r.title,
      minValidBetMinor: r.min_valid_bet_minor,
      validBetTodayMinor: valid,
      prizesMinor: prizes,
      status: (draw ? 'DRAWN' : valid >= r.min_valid_bet_minor ? 'CLAIMABLE' : 'NOT_ELIGIBLE') as 'DRAWN' | 'CLAIMABLE' | 'NOT_ELIGIBLE',
      prizeMinor: draw?.prize_minor ?? null,
      drawnAt: draw?.drawn_at ?? null,
      nextDrawAt: day.end,
    };
  });
}

export function claimableRaffles(db: Db, merchant: string, memberId: number, now = Date.now()): number {
  return raffleStatus(db, merchant, memberId, now).filter((r) => r.status === 'CLAIMABLE').length;
}

/** Draws and pays today's prize; a second draw the same day (or a replay) is `raffle.drawn`. */
export function drawRaffle(db: Db, merchant: string, memberId: number, raffleId: number | null, now = Date.now()) {
  return db
    .transaction(() => {
      const status = raffleStatus(db, merchant, memberId, now).find((r) => r.id === raffleId);
      if (!status) throw new Refusal('raffle.not.found');
      if (status.status === 'DRAWN') throw new Refusal('raffle.drawn', { prizeMinor: status.prizeMinor });
      if (status.status === 'NOT_ELIGIBLE')
        throw new Refusal('raffle.not.eligible', { minValidBetMinor: status.minValidBetMinor, validBetTodayMinor: status.validBetTodayMinor });
      const day = dayWindow(cashierSettings(db, merchant).timeZone, now);
      const prize = status.prizesMinor[crypto.randomInt(status.prizesMinor.length)]!;
      const transactionId = creditReward(db, {
        merchant,
        memberId,
        kind: 'RAFFLE',
        idempotencyKey: `raffle:${status.id}:${memberId}:${day.key}`,
        amountMinor: prize,
        entryType: 'BONUS',
        title: status.title,
        turnoverMultiplier: 1,
        meta: { raffleId: status.id, day: day.key },
        at: now,
      });
      db.prepare('INSERT INTO raffle_draws (promotion_id, member_id, day, prize_minor, drawn_at, transaction_id) VALUES (?, ?, ?, ?, ?, ?)').run(
        status.id,
        memberId,
        day.key,
        prize,
        now,
        transactionId,
      );
      return { id: status.id, prizeMinor: prize, transactionId };
    })
    .immediate();
}
