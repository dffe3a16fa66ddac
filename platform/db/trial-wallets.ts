import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * Trial wallets: the play money of free-play rounds, one per account, in the account's minor units.
 * They are not ledger accounts on purpose: play money can never be withdrawn, transferred, claimed
 * against or counted as turnover, and `ledger check` never sees it.
 */

/** The credit a trial wallet starts with (and is refilled to): ₱2,000.00, $2,000.00, ₫2,000,000. */
export const TRIAL_PLAY_CREDIT_MINOR: Readonly<Record<string, number>> = { PHP: 200_000, USD: 200_000, VND: 2_000_000 };

export type TrialWallet = { memberId: number; currency: string; balanceMinor: number; creditMinor: number; refills: number };

type Row = { member_id: number; currency: string; balance_minor: number; refills: number };

const creditOf = (currency: string) => TRIAL_PLAY_CREDIT_MINOR[currency] ?? 200_000;
const toWallet = (row: Row): TrialWallet => ({
  memberId: row.member_id,
  currency: row.currency,
  balanceMinor: row.balance_minor,
  creditMinor: creditOf(row.currency),
  refills: row.refills,
});

/** The member's trial wallet, opened with the credit on first use. */
export function trialWallet(db: Db, member: { id: number; currency: string }): TrialWallet {
  db.prepare('INSERT OR IGNORE INTO trial_wallets (member_id, currency, balance_minor, updated_at) VALUES (?, ?, ?, ?)').run(
    member.id,
    member.currency,
    creditOf(member.currency),
    Date.now(),
  );
  return toWallet(
    oneRow(
      db.prepare<unknown[], Row>('SELECT member_id, currency, balance_minor, refills FROM trial_wallets WHERE member_id = ?').get(member.id),
      'the trial wallet just opened',
    ),
  );
}

/**
 * The wallet for a new free-play launch: when it can no longer cover the game's stake it is filled up
 * to the credit again, so a player who lost the play money can keep trying games.
 */
export function trialWalletForLaunch(db: Db, member: { id: number; currency: string }, stakeMinor: number): TrialWallet {
  return db.transaction(() => {
    const wallet = trialWallet(db, member);
    if (wallet.balanceMinor >= stakeMinor) return wallet;
    db.prepare('UPDATE trial_wallets SET balance_minor = ?, refills = refills + 1, updated_at = ? WHERE member_id = ?').run(
      wallet.creditMinor,
      Date.now(),
      member.id,
    );
    return { ...wallet, balanceMinor: wallet.creditMinor, refills: wallet.refills + 1 };
  })();
}

/** Moves play money by `deltaMinor` (a stake is negative); false when that would go below zero. Call inside the spin's transaction. */
export function moveTrialMoney(db: Db, memberId: number, deltaMinor: number): boolean {
  if (!Number.isSafeInteger(deltaMinor)) throw new Error('trial money moves in whole minor units');
  return (
    db
      .prepare('UPDATE trial_wallets SET balance_minor = balance_minor + ?, updated_at = ? WHERE member_id = ? AND balance_minor + ? >= 0')
      .run(deltaMinor, Date.now(), memberId, deltaMinor).changes === 1
  );
}

/** Whether the vendor's games can be launched for play money (live tables and sportsbooks cannot). */
export function vendorSupportsTrial(db: Db, vendorCode: string): boolean {
  return db.prepare<unknown[], number>('SELECT supports_trial FROM vendors WHERE code = ?').pluck().get(vendorCode) === 1;
}
