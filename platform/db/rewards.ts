import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';
import { creditReward } from './reward-credit';
import { rewardSettings } from './reward-settings';

/**
 * The reward centre's rewards: each waits (CLAIMABLE) until the member claims it with one action, then
 * pays once. One reward per source (`source_key`): a sign-up, a referee, a VIP level, an operator grant.
 */
export type RewardKind = 'SIGNUP' | 'REFERRAL' | 'VIP' | 'GRANT';
export type RewardStatus = 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
type RewardRow = {
  id: number;
  merchant: string;
  member_id: number;
  kind: RewardKind;
  title: string;
  amount_minor: number;
  turnover_multiplier: number;
  source_key: string;
  status: RewardStatus;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
  request_id: string | null;
  transaction_id: number | null;
};

/** Creates a claimable reward unless its source already has one; answers the reward's id either way. */
export function offerReward(
  db: Db,
  r: {
    merchant: string;
    memberId: number;
    kind: RewardKind;
    title: string;
    amountMinor: number;
    turnoverMultiplier: number;
    sourceKey: string;
    at?: number;
    days?: number;
  },
): number {
  const at = r.at ?? Date.now();
  const days = r.days ?? rewardSettings(db, r.merchant).rewardDays;
  db.prepare(
    `INSERT OR IGNORE INTO rewards (merchant, member_id, kind, title, amount_minor, turnover_multiplier, source_key, status, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'CLAIMABLE', ?, ?)`,
  ).run(r.merchant, r.memberId, r.kind, r.title, r.amountMinor, r.turnoverMultiplier, r.sourceKey, at, at + days * 86_400_000);
  return oneRow(
    db.prepare<unknown[], number>('SELECT id FROM rewards WHERE merchant = ? AND source_key = ?').pluck().get(r.merchant, r.sourceKey),
    'the reward just offered',
  );
}

/** Rewards past their date lapse before anything reads them. */
function expireRewards(db: Db, memberId: number, now: number) {
  db.prepare("UPDATE rewards SET status = 'EXPIRED' WHERE member_id = ? AND status = 'CLAIMABLE' AND expires_at IS NOT NULL AND expires_at <= ?").run(
    memberId,
    now,
  );
}

const answer = (r: RewardRow) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  amountMinor: r.amount_minor,
  turnoverMultiplier: r.turnover_multiplier,
  status: r.status,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
});
export type RewardAnswer = ReturnType<typeof answer>;

/** The member's rewards: claimable first (oldest first), then the last 20 claimed or lapsed. */
export function memberRewards(db: Db, memberId: number, now = Date.now()): RewardAnswer[] {
  expireRewards(db, memberId, now);
  const open = db.prepare<unknown[], RewardRow>("SELECT * FROM rewards WHERE member_id = ? AND status = 'CLAIMABLE' ORDER BY created_at, id").all(memberId);
  const done = db
    .prepare<unknown[], RewardRow>(
      "SELECT * FROM rewards WHERE member_id = ? AND status <> 'CLAIMABLE' ORDER BY COALESCE(claimed_at, expires_at) DESC, id DESC LIMIT 20",
    )
    .all(memberId);
  return [...open, ...done].map(answer);
}

export function claimableRewards(db: Db, memberId: number, now = Date.now()): number {
  return oneRow(
    db
      .prepare<unknown[], number>("SELECT COUNT(*) FROM rewards WHERE member_id = ? AND status = 'CLAIMABLE' AND (expires_at IS NULL OR expires_at > ?)")
      .pluck()
      .get(memberId, now),
  );
}

/**
 * Claims one reward: the status change and the payment in one write transaction, so two concurrent
 * claims pay once (the second sees CLAIMED). The same requestId again is `request.duplicate`, another
 * claim of a paid reward `reward.claimed`; both carry the first payment's transaction id.
 */
export function claimReward(db: Db, memberId: number, rewardId: number | null, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      expireRewards(db, memberId, now);
      const r =
        rewardId === null ? undefined : db.prepare<unknown[], RewardRow>('SELECT * FROM rewards WHERE id = ? AND member_id = ?').get(rewardId, memberId);
      if (!r) throw new Refusal('reward.not.found');
      if (r.status === 'CLAIMED') throw new Refusal(r.request_id === requestId ? 'request.duplicate' : 'reward.claimed', { id: r.transaction_id });
      if (r.status === 'EXPIRED') throw new Refusal('reward.expired');
      const transactionId = creditReward(db, {
        merchant: r.merchant,
        memberId,
        kind: 'REWARD',
        idempotencyKey: `reward:${r.id}`,
        amountMinor: r.amount_minor,
        entryType: 'BONUS',
        title: r.title,
        turnoverMultiplier: r.turnover_multiplier,
        meta: { rewardId: r.id, rewardKind: r.kind },
        at: now,
      });
      db.prepare("UPDATE rewards SET status = 'CLAIMED', claimed_at = ?, request_id = ?, transaction_id = ? WHERE id = ?").run(
        now,
        requestId,
        transactionId,
        r.id,
      );
      return { id: r.id, transactionId, amountMinor: r.amount_minor, turnoverRequiredMinor: r.amount_minor * r.turnover_multiplier };
    })
    .immediate();
}

/** The brand's sign-up reward, offered once to a member who registered where it is on. */
export function offerSignUpReward(db: Db, merchant: string, memberId: number, at = Date.now()): number | null {
  const s = rewardSettings(db, merchant);
  if (s.signupRewardMinor <= 0) return null;
  return offerReward(db, {
    merchant,
    memberId,
    kind: 'SIGNUP',
    title: 'Welcome reward',
    amountMinor: s.signupRewardMinor,
    turnoverMultiplier: s.signupTurnoverMultiplier,
    sourceKey: `signup:${memberId}`,
    at,
  });
}

/** What the sign-up reward call answers: the brand's offer and this member's reward, if any. */
export function signUpRewardState(db: Db, merchant: string, memberId: number) {
  const s = rewardSettings(db, merchant);
  const r = db.prepare<unknown[], RewardRow>('SELECT * FROM rewards WHERE merchant = ? AND source_key = ?').get(merchant, `signup:${memberId}`);
  return {
    enabled: s.signupRewardMinor > 0,
    amountMinor: s.signupRewardMinor,
    turnoverMultiplier: s.signupTurnoverMultiplier,
    reward: r ? answer(r) : null,
  };
}

/** Everything the member was paid by the reward centre, missions and rebate, newest first, paged. */
export function claimHistory(
  db: Db,
  memberId: number,
  page: { pageNo: number; pageSize: number },
  kinds: readonly string[] = ['REWARD', 'RAFFLE', 'MISSION', 'REBATE'],
) {
  const where = `t.member_id = ? AND t.kind IN (${kinds.map(() => '?').join(', ')})`;
  const totalCount = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM ledger_transactions t WHERE ${where}`)
      .pluck()
      .get(memberId, ...kinds),
  );
  const rows = db
    .prepare<unknown[], { id: number; kind: string; created_at: number; meta: string; amount: number }>(
      `SELECT t.id, t.kind, t.created_at, t.meta, COALESCE((SELECT SUM(e.amount) FROM ledger_entries e WHERE e.transaction_id = t.id AND e.member_id = t.member_id), 0) AS amount
         FROM ledger_transactions t WHERE ${where} ORDER BY t.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, ...kinds, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: String((JSON.parse(r.meta) as { note?: unknown }).note ?? ''),
      amountMinor: r.amount,
      claimedAt: r.created_at,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.pageSize)),
  };
}
