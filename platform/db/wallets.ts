import { cashierSettings, type CashierSettings } from './cashier-settings';
import { memberAccount, memberAccounts, post } from './ledger';
import type { Db } from './db';
import { Refusal } from './refusal';

/**
 * Single or transfer wallets. A single-wallet brand keeps everything in MAIN and its games play from
 * it. A transfer-wallet brand gives each of its vendors a wallet: a vendor's rounds debit and credit
 * that wallet, and money moves between MAIN and the vendor wallets by transfers.
 */
export type Wallet = { wallet: string; name: string; accountTypeId: number; balance: number };
export type WalletMember = { id: number; merchant: string };

/** The brand's vendors that have wallets: none on a single-wallet brand. */
export function walletVendors(db: Db, settings: CashierSettings): { code: string; name: string; accountTypeId: number }[] {
  if (settings.walletMode === 'SINGLE') return [];
  return db
    .prepare<unknown[], { code: string; name: string; accountTypeId: number }>(
      'SELECT v.code, v.display_name AS name, v.account_type_id AS accountTypeId FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code WHERE mv.merchant = ? ORDER BY v.sort, v.code',
    )
    .all(settings.merchant);
}

/** The wallet a vendor's rounds play from. */
export const gameWallet = (settings: CashierSettings, vendor: string) => (settings.walletMode === 'SINGLE' ? 'MAIN' : vendor);

/**
 * MAIN, then every vendor wallet of a transfer-wallet brand (0 where never used), then any other wallet
 * still holding an account (a vendor the brand has since dropped): the sum is everything the member has.
 */
export function memberWallets(db: Db, member: WalletMember): Wallet[] {
  const settings = cashierSettings(db, member.merchant);
  const held = new Map(memberAccounts(db, member.id).map((a) => [a.wallet, a.balance]));
  const listed: Wallet[] = [
    { wallet: 'MAIN', name: 'Main wallet', accountTypeId: 0, balance: held.get('MAIN') ?? 0 },
    ...walletVendors(db, settings).map((v) => ({ wallet: v.code, name: v.name, accountTypeId: v.accountTypeId, balance: held.get(v.code) ?? 0 })),
  ];
  const others = [...held].filter(([wallet]) => !listed.some((w) => w.wallet === wallet));
  const vendor = db.prepare<unknown[], { name: string; accountTypeId: number }>(
    'SELECT display_name AS name, account_type_id AS accountTypeId FROM vendors WHERE code = ?',
  );
  return [
    ...listed,
    ...others.map(([wallet, balance]) => {
      const v = vendor.get(wallet);
      return { wallet, name: v?.name ?? wallet, accountTypeId: v?.accountTypeId ?? 0, balance };
    }),
  ];
}

export function walletBalance(db: Db, memberId: number, wallet: string): number {
  return memberAccounts(db, memberId).find((a) => a.wallet === wallet)?.balance ?? 0;
}

function knownWallet(db: Db, settings: CashierSettings, wallet: string): boolean {
  return wallet === 'MAIN' || walletVendors(db, settings).some((v) => v.code === wallet);
}

/** One wallet to another, as one transaction. */
export function transfer(db: Db, member: WalletMember, move: { from: string; to: string; amountMinor: number; idempotencyKey: string; at?: number }): number {
  const settings = cashierSettings(db, member.merchant);
  if (settings.walletMode === 'SINGLE') throw new Refusal('transfer.single.wallet');
  if (move.from === move.to || !knownWallet(db, settings, move.from) || !knownWallet(db, settings, move.to)) throw new Refusal('transfer.wallet.unknown');
  return post(db, {
    merchant: member.merchant,
    kind: 'TRANSFER',
    memberId: member.id,
    idempotencyKey: move.idempotencyKey,
    at: move.at,
    legs: [
      { account: memberAccount(db, member.id, move.from), amount: -move.amountMinor, type: 'TRANSFER' },
      { account: memberAccount(db, member.id, move.to), amount: move.amountMinor, type: 'TRANSFER' },
    ],
    meta: { note: `${move.from} → ${move.to}` },
  });
}

/** Every vendor wallet back to MAIN, as one transaction (with no entries when they are all empty). */
export function recallAll(db: Db, member: WalletMember, idempotencyKey: string, at?: number): number {
  const settings = cashierSettings(db, member.merchant);
  if (settings.walletMode === 'SINGLE') throw new Refusal('transfer.single.wallet');
  return db
    .transaction(() => {
      const held = memberAccounts(db, member.id).filter((a) => a.wallet !== 'MAIN' && a.balance > 0);
      const total = held.reduce((sum, a) => sum + a.balance, 0);
      return post(db, {
        merchant: member.merchant,
        kind: 'TRANSFER',
        memberId: member.id,
        idempotencyKey,
        at,
        legs: [
          ...held.map((a) => ({ account: a.id, amount: -a.balance, type: 'TRANSFER' as const })),
          ...(total ? [{ account: memberAccount(db, member.id, 'MAIN'), amount: total, type: 'TRANSFER' as const }] : []),
        ],
        meta: { note: 'Recall all → MAIN' },
      });
    })
    .immediate();
}

/**
 * Before a real-money launch on a brand with autoTransfer: every vendor wallet back to MAIN, then all of
 * MAIN into the launched vendor's wallet (one transaction each), so the game sees the whole balance.
 */
export function fundLaunch(db: Db, member: WalletMember, vendor: string, launchKey: string) {
  const settings = cashierSettings(db, member.merchant);
  if (settings.walletMode === 'SINGLE' || !settings.autoTransfer) return;
  db.transaction(() => {
    if (memberAccounts(db, member.id).some((a) => a.wallet !== 'MAIN' && a.balance > 0)) recallAll(db, member, `${launchKey}:recall`);
    const main = walletBalance(db, member.id, 'MAIN');
    if (main > 0) transfer(db, member, { from: 'MAIN', to: vendor, amountMinor: main, idempotencyKey: `${launchKey}:fund` });
  }).immediate();
}
