import { cashierSettings } from './cashier-settings';
import { maskName } from './referrals';
import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';
import { periodWindow, weekWindow, type Period, type PeriodWindow } from './reward-periods';

/**
 * Missions: daily and weekly tasks whose progress is counted from what really happened in the period
 * (sign-ins, credited deposits, settled bets) in the brand's time zone. A completed mission is claimed
 * once per period; its points make the weekly leaderboard.
 */
export type Metric = 'LOGIN' | 'DEPOSIT' | 'SPINS' | 'VALID_BET';
type MissionRow = {
  id: number;
  merchant: string;
  period: Period;
  metric: Metric;
  target: number;
  reward_minor: number;
  turnover_multiplier: number;
  points: number;
  sort: number;
};

function progressOf(db: Db, memberId: number, metric: Metric, w: PeriodWindow): number {
  switch (metric) {
    case 'LOGIN':
      return oneRow(
        db.prepare<unknown[], number>('SELECT COUNT(*) FROM member_logins WHERE member_id = ? AND at >= ? AND at < ?').pluck().get(memberId, w.start, w.end),
      );
    case 'DEPOSIT':
      return oneRow(
        db
          .prepare<unknown[], number>(
            "SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE member_id = ? AND status = 'CREDITED' AND updated_at >= ? AND updated_at < ?",
          )
          .pluck()
          .get(memberId, w.start, w.end),
      );
    case 'SPINS':
      return oneRow(
        db
          .prepare<unknown[], number>(
            "SELECT COUNT(*) FROM bet_records WHERE member_id = ? AND status = 'SETTLED' AND game_type = 'RNG' AND placed_at >= ? AND placed_at < ?",
          )
          .pluck()
          .get(memberId, w.start, w.end),
      );
    case 'VALID_BET':
      return oneRow(
        db
          .prepare<unknown[], number>(
            "SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records WHERE member_id = ? AND status = 'SETTLED' AND placed_at >= ? AND placed_at < ?",
          )
          .pluck()
          .get(memberId, w.start, w.end),
      );
  }
}

const activeMissions = (db: Db, merchant: string) =>
  db.prepare<unknown[], MissionRow>('SELECT * FROM missions WHERE merchant = ? AND active = 1 ORDER BY sort, id').all(merchant);

/** `MCSFE_getMissionSummaryDetails`: every mission with its progress in the current period and its state. */
export function missionSummary(db: Db, merchant: string, memberId: number, now = Date.now()) {
  const zone = cashierSettings(db, merchant).timeZone;
  const windows = { DAILY: periodWindow('DAILY', zone, now), WEEKLY: periodWindow('WEEKLY', zone, now) };
  const claimed = db.prepare('SELECT 1 FROM mission_claims WHERE mission_id = ? AND member_id = ? AND period_key = ?').pluck();
  const missions = activeMissions(db, merchant).map((m) => {
    const w = windows[m.period];
    const progress = progressOf(db, memberId, m.metric, w);
    const status = claimed.get(m.id, memberId, w.key) ? 'CLAIMED' : progress >= m.target ? 'CLAIMABLE' : 'IN_PROGRESS';
    return {
      id: m.id,
      period: m.period,
      metric: m.metric,
      target: m.target,
      progress: Math.min(progress, m.target),
      rewardMinor: m.reward_minor,
      turnoverMultiplier: m.turnover_multiplier,
      points: m.points,
      status: status as 'CLAIMED' | 'CLAIMABLE' | 'IN_PROGRESS',
      endsAt: w.end,
    };
  });
  const week = windows.WEEKLY;
  const pointsThisWeek = oneRow(
    db
      .prepare<unknown[], number>('SELECT COALESCE(SUM(points), 0) FROM mission_claims WHERE member_id = ? AND claimed_at >= ? AND claimed_at < ?')
      .pluck()
      .get(memberId, week.start, week.end),
  );
  return { dayEndsAt: windows.DAILY.end, weekEndsAt: week.end, pointsThisWeek, missions };
}

export function claimableMissions(db: Db, merchant: string, memberId: number, now = Date.now()): number {
  return missionSummary(db, merchant, memberId, now).missions.filter((m) => m.status === 'CLAIMABLE').length;
}

/**
 * Claims a completed mission for the current period: the payment (keyed by mission, member and period)
 * and the claim row in one write, so a replay or a concurrent second claim pays nothing more.
 */
export function claimMission(db: Db, merchant: string, memberId: number, missionId: number | null, now = Date.now()) {
  return db
    .transaction(() => {
      const m =
        missionId === null
          ? undefined
          : db.prepare<unknown[], MissionRow>('SELECT * FROM missions WHERE id = ? AND merchant = ? AND active = 1').get(missionId, merchant);
      if (!m) throw new Refusal('mission.not.found');
      const w = periodWindow(m.period, cashierSettings(db, merchant).timeZone, now);
      const done = db
        .prepare<unknown[], number>('SELECT transaction_id FROM mission_claims WHERE mission_id = ? AND member_id = ? AND period_key = ?')
        .pluck()
        .get(m.id, memberId, w.key);
      if (done !== undefined) throw new Refusal('mission.claimed', { id: done });
      const progress = progressOf(db, memberId, m.metric, w);
      if (progress < m.target) throw new Refusal('mission.not.complete', { progress, target: m.target });
      const transactionId = creditReward(db, {
        merchant,
        memberId,
        kind: 'MISSION',
        idempotencyKey: `mission:${m.id}:${memberId}:${w.key}`,
        amountMinor: m.reward_minor,
        entryType: 'BONUS',
        title: `Mission reward (${m.period.toLowerCase()} ${m.metric.toLowerCase().replace('_', ' ')})`,
        turnoverMultiplier: m.turnover_multiplier,
        meta: { missionId: m.id, period: w.key },
        at: now,
      });
      db.prepare(
        'INSERT INTO mission_claims (mission_id, member_id, period_key, merchant, points, claimed_at, transaction_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(m.id, memberId, w.key, merchant, m.points, now, transactionId);
      return { transactionId, amountMinor: m.reward_minor, points: m.points };
    })
    .immediate();
}

/** `MCSFE_getMissionLeaderboard`: this week's top members by mission points; names masked except the viewer's. */
export function missionLeaderboard(db: Db, merchant: string, memberId: number, limit = 10, now = Date.now()) {
  const week = weekWindow(cashierSettings(db, merchant).timeZone, now);
  const rows = db
    .prepare<unknown[], { member_id: number; username: string; points: number }>(
      `SELECT c.member_id, m.username, SUM(c.points) AS points, MIN(c.claimed_at) AS first FROM mission_claims c JOIN members m ON m.id = c.member_id
        WHERE c.merchant = ? AND c.claimed_at >= ? AND c.claimed_at < ? GROUP BY c.member_id HAVING points > 0 ORDER BY points DESC, first, c.member_id`,
    )
    .all(merchant, week.start, week.end);
  const ranked = rows.map((r, i) => ({
    rank: i + 1,
    name: r.member_id === memberId ? r.username : maskName(r.username),
    points: r.points,
    isMe: r.member_id === memberId,
  }));
  return { weekStart: week.start, weekEndsAt: week.end, list: ranked.slice(0, limit), me: ranked.find((r) => r.isMe) ?? null };
}
