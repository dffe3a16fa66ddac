import crypto from 'node:crypto';
import type { Db } from './db';
import { oneRow } from './one-row';
import { offerReward } from './rewards';
import { rewardSettings } from './reward-settings';

/**
 * Referral links between members. Each member has a code of their own (made on first use); a
 * registration that carries one records its referrer. When a referee's first deposit is credited the
 * referrer gets a claimable referral bonus.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function referralCodeOf(db: Db, merchant: string, memberId: number): string {
  const found = db.prepare<unknown[], string>('SELECT code FROM referral_codes WHERE member_id = ?').pluck().get(memberId);
  if (found) return found;
  for (;;) {
    const code = Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');
    if (db.prepare('INSERT OR IGNORE INTO referral_codes (merchant, code, member_id) VALUES (?, ?, ?)').run(merchant, code, memberId).changes) return code;
  }
}

/** Links a new member to the member whose code they registered with (an unknown code links nobody). */
export function linkReferrer(db: Db, merchant: string, memberId: number, code: string): number | null {
  if (!code) return null;
  const referrer = db.prepare<unknown[], number>('SELECT member_id FROM referral_codes WHERE merchant = ? AND code = ?').pluck().get(merchant, code);
  if (!referrer || referrer === memberId) return null;
  db.prepare('UPDATE members SET referrer_id = ? WHERE id = ? AND referrer_id IS NULL').run(referrer, memberId);
  return referrer;
}

/** Called when a deposit is credited: a referee's first one (at least the brand's minimum) earns their referrer a bonus. */
export function rewardReferrerForDeposit(db: Db, d: { merchant: string; memberId: number; amountMinor: number; at: number }) {
  const member = db
    .prepare<unknown[], { referrer_id: number | null; username: string }>('SELECT referrer_id, username FROM members WHERE id = ?')
    .get(d.memberId);
  if (!member?.referrer_id) return;
  const s = rewardSettings(db, d.merchant);
  if (s.referralBonusMinor <= 0 || d.amountMinor < s.referralMinDepositMinor) return;
  offerReward(db, {
    merchant: d.merchant,
    memberId: member.referrer_id,
    kind: 'REFERRAL',
    title: `Referral bonus: ${maskName(member.username)}`,
    amountMinor: s.referralBonusMinor,
    turnoverMultiplier: 1,
    sourceKey: `referral:${d.memberId}`,
    at: d.at,
  });
}

/** `pl****r1`: enough to recognise a friend, not enough to log in as them. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

export function referralSummary(db: Db, merchant: string, memberId: number) {
  const s = rewardSettings(db, merchant);
  const count = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM members WHERE referrer_id = ?').pluck().get(memberId));
  const earned = oneRow(
    db
      .prepare<unknown[], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM rewards WHERE member_id = ? AND kind = 'REFERRAL' AND status = 'CLAIMED'")
      .pluck()
      .get(memberId),
  );
  const waiting = oneRow(
    db
      .prepare<unknown[], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM rewards WHERE member_id = ? AND kind = 'REFERRAL' AND status = 'CLAIMABLE'")
      .pluck()
      .get(memberId),
  );
  return {
    code: referralCodeOf(db, merchant, memberId),
    referredCount: count,
    earnedMinor: earned,
    claimableMinor: waiting,
    bonusMinor: s.referralBonusMinor,
    minDepositMinor: s.referralMinDepositMinor,
  };
}

/** The members who registered with the member's code, newest first, names masked. */
export function referredMembers(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const totalCount = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM members WHERE referrer_id = ?').pluck().get(memberId));
  const rows = db
    .prepare<unknown[], { id: number; username: string; created_at: number; deposited: number; reward_minor: number | null; reward_status: string | null }>(
      `SELECT m.id, m.username, m.created_at,
              EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'CREDITED') AS deposited,
              r.amount_minor AS reward_minor, r.status AS reward_status
         FROM members m LEFT JOIN rewards r ON r.merchant = m.merchant AND r.source_key = 'referral:' || m.id
        WHERE m.referrer_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((r) => ({
      name: maskName(r.username),
      joinedAt: r.created_at,
      deposited: r.deposited === 1,
      earnedMinor: r.reward_minor ?? 0,
      rewardStatus: (r.reward_status ?? 'NONE') as 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED' | 'NONE',
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.pageSize)),
  };
}
