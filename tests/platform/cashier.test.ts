import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { freePlayEncryption } from '~/platform-client/crypto/envelope.server';
import type { EndpointName } from '~/platform-client/endpoints';
import { PlatformError } from '~/platform-client/errors';
import {
  BetRecordsSchema,
  BonusesSchema,
  CreatedDepositSchema,
  CreatedIdSchema,
  DepositChannelsSchema,
  DepositListSchema,
  DepositPromotionsSchema,
  MerchantWalletSchema,
  ProfitSummarySchema,
  TransactionsSchema,
  TransferResultSchema,
  UplineTransferInfoSchema,
  WalletBalanceSchema,
  WithdrawAccountSchema,
  WithdrawAccountsSchema,
  WithdrawalListSchema,
  WithdrawalSchema,
  WithdrawalsSchema,
  WithdrawSettingsSchema,
} from '~/platform-client/schemas/cashier';
import { LoginValueSchema } from '~/platform-client/schemas/member';
import { MerchantVipLevelsSchema } from '~/platform-client/schemas/rankings';
import { check, memberAccounts } from '@whitelabel/reference-platform/db/ledger';
import { readMigrations } from '@whitelabel/reference-platform/db/migrate';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { seedDemoMerchants } from '@whitelabel/reference-platform/db/seed';
import { loadAdminHere, platformAdmin } from '../support/admin';
import { bundled } from '../support/script-bundle';
import { addPlatformMember, messagesOf, TEST_MEMBER_COST, writePlatformDb } from '../support/platform-db';
import { useTempPlatform } from '../support/temp-platform';
import { noisyJpeg, paddedPng } from '../support/test-images';

/** The operator's console run in this process (tests/support/admin.ts). */
const adminCommand = await loadAdminHere();

/** The cashier of decision 011 on the reference platform, end to end through the site's typed client, with the ledger proved after each flow. */
const temp = useTempPlatform('platform-cashier-');

const DAY = 86_400_000;
type CallOptions = Parameters<ReturnType<typeof createPlatformClient>['call']>[2];
type Player = {
  merchant: string;
  username: string;
  token: string;
  call<S extends v.GenericSchema>(name: EndpointName, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
};

const clientOf = (merchant: string, token?: string) => createPlatformClient({ baseUrl: temp.platform.url, merchant, language: 'EN', timeoutMs: 15_000, token });
async function player(merchant: string, username: string, password: string): Promise<Player> {
  const { token } = await clientOf(merchant).call('login', LoginValueSchema, { body: { username, password, type: 'username' } });
  const client = clientOf(merchant, token);
  return { merchant, username, token, call: (name, schema, options) => client.call(name, schema, options) };
}
let created = 0;
/** A member of its own for a test, so tests do not lean on each other's money. */
async function newPlayer(
  merchant: string,
  extra: { balanceMinor?: number; payeeName?: string | null; paymentPassword?: string; upline?: string; type?: number } = {},
): Promise<Player> {
  const username = `cashier${++created}`;
  await addPlatformMember(temp.dbPath, { merchant, username, password: 'Secret123', ...extra });
  return player(merchant, username, 'Secret123');
}
async function refusal(promise: Promise<unknown>): Promise<{ errorCode: string; value: unknown; status: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    const { errorCode, value, status } = (error as PlatformError).details;
    return { errorCode: errorCode ?? '', value, status: status ?? 0 };
  }
  throw new Error('expected a refusal');
}
const rid = () => crypto.randomUUID();
const admin = (...args: string[]) => adminCommand(temp.dbPath, ...args);
/** `ledger check` of the brand a flow moved money on: every transaction sums to zero and every balance matches its entries. */
function expectBalancedBooks(...merchants: string[]) {
  for (const merchant of merchants) expect(admin('ledger', 'check', merchant)).toMatch(new RegExp(`^${merchant}: ledger balanced`));
}
const read = <T>(sql: string, ...params: unknown[]): T => {
  const db = new Database(temp.dbPath, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};
const transactionCount = () => read<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_transactions').n;
const wallet = (p: Player) => p.call('balance', WalletBalanceSchema);
const total = async (p: Player) => (await wallet(p)).sumBalanceMinor!;
const png = (size = 64) => paddedPng(size);
const jpeg = () => new Uint8Array(noisyJpeg(8, 8));

/** Deposits through the bank channel and the operator's approval: the quickest way to give a test member money with a history. */
async function bankDeposit(p: Player, amountMinor: number, extra: { promotionId?: number } = {}) {
  const channel = (await p.call('depositChannels', DepositChannelsSchema)).find((c) => c.type === 'BANK')!;
  const deposit = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: channel.id, amountMinor, requestId: rid(), ...extra } });
  expect(admin('deposit', 'approve', p.merchant, String(deposit.id))).toMatch(/credited/);
  return deposit;
}
async function withdrawAccount(p: Player, name: string) {
  return p.call('addWithdrawAccount', WithdrawAccountSchema, {
    body: { type: 'BANK', provider: 'BDO', bankName: 'BDO Unibank', accountName: name, accountNumber: `00${Math.floor(1e9 + Math.random() * 9e9)}` },
  });
}

describe('the seeded cashier', () => {
  it('keeps every demo balance, in minor units with the currency exponent, and one row per wallet', async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const a = await wallet(p1);
    expect(a).toMatchObject({ sumBalance: 1250.5, sumBalanceMinor: 125050, currency: 'PHP', currencySymbol: '₱', currencyExponent: 2 });
    expect(a.balance).toEqual([{ accountTypeId: 0, wallet: 'MAIN', name: 'Main wallet', availBalance: 1250.5, availBalanceMinor: 125050 }]);
    expect(await total(await player('demoa01', 'vipwhale', 'Whale12345'))).toBe(9876543);

    const minh = await player('demob02', '0912345678', 'Jade12345');
    const b = await wallet(minh);
    expect(b).toMatchObject({ sumBalance: 3500000, sumBalanceMinor: 3500000, currency: 'VND', currencyExponent: 0 });
    expect(b.balance.map((w) => w.wallet)).toEqual(['MAIN', 'PG', 'JL', 'PP', 'CQ9', 'FC', 'EVO', 'SA', 'DG', 'SABA', 'IMES', 'KM', 'V8', 'TCG_LOTTO_VN']);
    const kenji = await player('democ03', 'player3', 'Ember12345');
    const c = await wallet(kenji);
    expect([
      c.sumBalanceMinor,
      c.balance.find((w) => w.wallet === 'MAIN')!.availBalanceMinor,
      c.balance.find((w) => w.wallet === 'PG')!.availBalanceMinor,
    ]).toEqual([42000, 40000, 2000]);

    expect(await p1.call('merchantWallet', MerchantWalletSchema)).toEqual({ isSingle: true, autoTransfer: false, vendors: [] });
    expect(await minh.call('merchantWallet', MerchantWalletSchema)).toMatchObject({
      isSingle: false,
      autoTransfer: true,
      vendors: expect.arrayContaining([{ code: 'PG', name: 'PG Soft' }]),
    });
    expect(await kenji.call('merchantWallet', MerchantWalletSchema)).toMatchObject({ isSingle: false, autoTransfer: false });
    expectBalancedBooks('demoa01', 'demob02', 'democ03');
  });

  it('offers each brand its channels and one open promotion', async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const channels = await p1.call('depositChannels', DepositChannelsSchema);
    expect(channels.map((c) => [c.id, c.type, c.name])).toEqual([
      [101, 'BANK', 'BDO Bank Transfer'],
      [102, 'EWALLET', 'GCash'],
      [103, 'EWALLET', 'Maya'],
      [104, 'QR', 'InstaPay QR'],
    ]);
    expect(channels[0]!.bankAccount).toMatchObject({ bankName: 'BDO Unibank' });
    expect(channels[3]!.qrImageUrl).toBe(`${temp.platform.url}/cdn/qr/104.svg`);
    const qr = await fetch(channels[3]!.qrImageUrl!);
    expect([qr.status, qr.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await p1.call('depositPromotions', DepositPromotionsSchema)).toEqual([
      { id: 11, title: '20% Reload Bonus', bonusRateBp: 2000, maxBonusMinor: 200000, minDepositMinor: 50000, turnoverMultiplier: 3 },
    ]);
    const minh = await player('demob02', '0912345678', 'Jade12345');
    expect((await minh.call('depositChannels', DepositChannelsSchema)).map((c) => c.name)).toEqual(['Vietcombank', 'MoMo', 'ZaloPay']);
    const kenji = await player('democ03', 'player3', 'Ember12345');
    expect((await kenji.call('depositChannels', DepositChannelsSchema)).map((c) => c.type)).toEqual(['BANK', 'QR']);
  });

  it('gives player1 six months of history in every status, its turnover met and no payment password yet', async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const deposits = await p1.call('deposits', DepositListSchema, { query: { pageSize: 100 } });
    expect(deposits.totalCount).toBe(40);
    expect(new Set(deposits.list.map((d) => d.status))).toEqual(new Set(['CREDITED', 'FAILED', 'CANCELLED', 'PENDING', 'AWAITING_PAYMENT']));
    expect(deposits.list.every((d) => /^D[2-9A-HJ-NP-Z]{5}$/.test(d.reference))).toBe(true);
    const withdrawals = await p1.call('withdrawals', WithdrawalListSchema, { query: { pageSize: 100 } });
    expect(new Set(withdrawals.list.map((w) => w.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED']),
    );
    expect((await p1.call('paymentConfirmationList', WithdrawalsSchema)).map((w) => w.status)).toEqual(['PAID']);
    const bets = await p1.call('betRecords', BetRecordsSchema, { query: { from: Date.now() - 200 * DAY, to: Date.now() + 1, pageSize: 100 } });
    expect(bets.totalCount).toBeGreaterThanOrEqual(600);
    expect(new Set(bets.list.map((b) => b.gameType)).size).toBeGreaterThan(2);
    expect((await p1.call('bonusDetails', BonusesSchema)).map((b) => [b.name, b.status])).toEqual([
      ['Weekend Reload 10%', 'COMPLETED'],
      ['Welcome Bonus 50%', 'COMPLETED'],
    ]);
    const settings = await p1.call('withdrawSettings', WithdrawSettingsSchema);
    expect(settings).toMatchObject({
      minMinor: 10000,
      maxMinor: 5000000,
      dailyCountLimit: 8,
      dailyAmountLimitMinor: 20000000,
      vipLevel: { level: 3, name: 'VIP3' },
      turnoverRequiredMinor: 0,
      turnoverDoneMinor: 0,
      hasPaymentPassword: false,
      confirmMinutes: 30,
      realName: 'Lin Reyes',
    });
    expect((await p1.call('withdrawAccounts', WithdrawAccountsSchema)).map((a) => [a.accountNumberMasked, a.isDefault])).toEqual([
      ['****1234', true],
      ['****4567', false],
    ]);
    expect((await (await player('demoa01', 'vipwhale', 'Whale12345')).call('withdrawSettings', WithdrawSettingsSchema)).hasPaymentPassword).toBe(true);

    // The demo: set a payment password with the login password, then withdraw to the default account.
    await p1.call('setPaymentPassword', v.unknown(), { body: { loginPassword: 'Player123', paymentPassword: '246802' } });
    const [bdo] = await p1.call('withdrawAccounts', WithdrawAccountsSchema);
    expect(
      await p1.call('withdraw', CreatedIdSchema, { body: { accountId: bdo!.id, amountMinor: 50000, paymentPassword: '246802', requestId: rid() } }),
    ).toMatchObject({ status: 'PENDING' });
    expect(await total(p1)).toBe(75050);
    expectBalancedBooks('demoa01');
  });

  it('ledger check proves the books and fails loudly on a drifted balance; entries cannot be edited', () => {
    // The console as an operator starts it: its own process, and a failed check is its non-zero exit.
    const admin = (...args: string[]) => platformAdmin(temp.dbPath, ...args);
    expect(admin('ledger', 'check', 'democ03')).toMatch(/^democ03: ledger balanced: \d+ transactions, \d+ entries, \d+ accounts checked/);
    const opening = "SELECT id FROM ledger_accounts WHERE merchant = 'democ03' AND kind = 'OPENING'";
    writePlatformDb(temp.dbPath, `UPDATE ledger_accounts SET balance = balance + 1 WHERE id = (${opening})`);
    try {
      expect(() => admin('ledger', 'check', 'democ03')).toThrow(/caches balance .*ledger check FAILED \(1 problem in/s);
    } finally {
      writePlatformDb(temp.dbPath, `UPDATE ledger_accounts SET balance = balance - 1 WHERE id = (${opening})`);
    }
    expect(() => writePlatformDb(temp.dbPath, 'UPDATE ledger_entries SET amount = amount + 1 WHERE id = 1')).toThrow(/append-only/);
    expect(() => writePlatformDb(temp.dbPath, 'DELETE FROM ledger_transactions WHERE id = 1')).toThrow(/append-only/);
    expectBalancedBooks('democ03');
  });

  it("ledger check names a transaction that posts to another brand's account, in another currency", () => {
    // On a copy: the ledger is append-only, and the forged rows would stay in this file's books.
    const file = path.join(temp.dir, 'forged.db');
    const source = new Database(temp.dbPath, { readonly: true });
    source.exec(`VACUUM INTO '${file}'`);
    source.close();
    const db = new Database(file);
    try {
      const opening = (merchant: string) =>
        db.prepare<unknown[], number>("SELECT id FROM ledger_accounts WHERE merchant = ? AND kind = 'OPENING'").pluck().get(merchant)!;
      const [own, theirs] = [opening('democ03'), opening('demob02')];
      const id = Number(
        db
          .prepare("INSERT INTO ledger_transactions (merchant, kind, member_id, idempotency_key, created_at) VALUES ('democ03', 'TRANSFER', NULL, 'forged', 0)")
          .run().lastInsertRowid,
      );
      const balance = (account: number) => db.prepare<unknown[], number>('SELECT balance FROM ledger_accounts WHERE id = ?').pluck().get(account)!;
      const entry = db.prepare("INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, at) VALUES (?, ?, ?, ?, 'ADJUST', 0)");
      entry.run(id, own, 5, balance(own) + 5);
      const alien = Number(entry.run(id, theirs, -5, balance(theirs) - 5).lastInsertRowid);
      db.prepare('UPDATE ledger_accounts SET balance = balance + 5 WHERE id = ?').run(own);
      expect(check(db, 'democ03').problems).toEqual([
        `transaction ${id} mixes currencies`,
        `entry ${alien} of transaction ${id} posts to another merchant's account`,
      ]);
    } finally {
      db.close();
    }
  });

  // The whole start-up seed runs on a file here (~9 s on a quiet machine; its own budgets are seeding-budgets.test's),
  // so the default 20 s would fail this test on a busy machine for a cost that is not its subject.
  it('an older database keeps its balances: the ledger migration turns them into opening transactions', { timeout: 90_000 }, () => {
    const file = path.join(temp.dir, 'older.db');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
    for (const m of readMigrations().filter((m) => m.id < 10)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, Date.now());
    }
    old.exec(
      `INSERT INTO merchants (code, name, default_language, languages) VALUES ('demoa01', 'Aurora Casino', 'EN', '["EN"]'), ('demob02', 'Jade Dragon', 'VI', '["VI"]')`,
    );
    const member = old.prepare(
      "INSERT INTO members (merchant, username, password_hash, balance_cents, currency, currency_symbol, created_at) VALUES (?, ?, 'x', ?, ?, ?, 0)",
    );
    const peso = Number(member.run('demoa01', 'oldtimer', 123456, 'PHP', '₱').lastInsertRowid);
    // balance_cents held ×100 of every currency, VND too: ₫3,500,000 was 350000000.
    const dong = Number(member.run('demob02', 'oldvnd', 350000000, 'VND', '₫').lastInsertRowid);
    old.close();
    const db = openDatabase(file);
    // Start-up's seed over the older rows; its demo passwords at a test member's cost, as the run's template has them.
    seedDemoMerchants(db, { passwordCost: TEST_MEMBER_COST });
    try {
      expect(memberAccounts(db, peso).map((a) => a.balance)).toEqual([123456]);
      expect(memberAccounts(db, dong).map((a) => a.balance)).toEqual([3500000]);
      expect(db.prepare("SELECT COUNT(*) FROM pragma_table_info('members') WHERE name = 'balance_cents'").pluck().get()).toBe(0);
      for (const merchant of ['demoa01', 'demob02']) expect(check(db, merchant).problems).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe('deposits', () => {
  it('bank transfer: PENDING with a reference, approved by the operator, credited with a message', async () => {
    const p = await newPlayer('demoa01');
    const created = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 150000, requestId: rid() } });
    expect(created).toMatchObject({
      status: 'PENDING',
      feeMinor: 0,
      paymentUrl: null,
      bankAccount: { bankName: 'BDO Unibank', accountNumber: '006810123456' },
    });
    expect(created.reference).toMatch(/^D[2-9A-HJ-NP-Z]{5}$/);
    expect(created.expiresAt).toBeGreaterThan(Date.now());
    expect(await total(p)).toBe(0);
    expect(admin('deposit', 'list', 'demoa01', 'pending')).toContain(`#${created.id}  PENDING`);
    expect(admin('deposit', 'approve', 'demoa01', String(created.id))).toBe(
      `demoa01: deposit ${created.id} (${created.reference}) credited ₱1,500.00 to ${p.username}\n`,
    );
    expect(await total(p)).toBe(150000);
    const [listed] = (await p.call('deposits', DepositListSchema)).list;
    expect(listed).toMatchObject({ id: created.id, status: 'CREDITED', amountMinor: 150000, channelName: 'BDO Bank Transfer', type: 'BANK' });
    expect(messagesOf(temp.dbPath, 'demoa01', p.username)).toEqual([
      { type: 'info_deposit_arrival', params: expect.objectContaining({ depositId: created.id, amountMinor: 150000, currency: 'PHP' }) },
    ]);
    expect(() => admin('deposit', 'approve', 'demoa01', String(created.id))).toThrow(/is CREDITED/);
    expect((await p.call('withdrawSettings', WithdrawSettingsSchema)).turnoverRequiredMinor).toBe(150000);
    expectBalancedBooks('demoa01');
  });

  it('charges the channel fee as its own entry of the same transaction', async () => {
    const p = await newPlayer('demoa01');
    const qr = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 104, amountMinor: 100000, requestId: rid() } });
    expect([qr.feeMinor, qr.bankAccount]).toEqual([1500, null]);
    admin('deposit', 'approve', 'demoa01', String(qr.id));
    expect(await total(p)).toBe(98500);
    const rows = (await p.call('transactions', TransactionsSchema)).list;
    expect(rows.map((r) => [r.type, r.amountMinor, r.balanceAfterMinor, r.reference])).toEqual([
      ['FEE', -1500, 98500, qr.reference],
      ['DEPOSIT', 100000, 100000, qr.reference],
    ]);
    expectBalancedBooks('demoa01');
  });

  it('e-wallet: the payment page credits on Pay and returns the player to the stored returnUrl', async () => {
    const p = await newPlayer('demoa01');
    const returnUrl = 'http://demo-a.localhost:3000/member/deposit?tab=history';
    const created = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 103, amountMinor: 200000, requestId: rid(), returnUrl } });
    expect(created).toMatchObject({ status: 'AWAITING_PAYMENT', feeMinor: 3000, bankAccount: null });
    expect(created.paymentUrl).toMatch(new RegExp(`^${temp.platform.url}/pay/[A-Za-z0-9_-]{32}$`));
    const page = await fetch(created.paymentUrl!);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' http://demo-a.localhost:3000");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    for (const text of ['Maya', 'Aurora Casino', '₱2,000.00', created.reference, 'value="paid"', 'value="cancelled"']) expect(html).toContain(text);
    expect(html).not.toContain('<script');

    const pay = () =>
      fetch(`${created.paymentUrl}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=paid',
        redirect: 'manual',
      });
    const paid = await pay();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://demo-a.localhost:3000/member/deposit?tab=history&deposit=${created.id}&result=paid`);
    expect(await total(p)).toBe(197000);
    // Pressing again (or Back and Pay) changes nothing.
    expect((await pay()).headers.get('location')).toContain('result=paid');
    expect(await total(p)).toBe(197000);
    expect((await fetch(created.paymentUrl!)).status).toBe(410);
    expectBalancedBooks('demoa01');
  });

  it('e-wallet: Cancel marks it CANCELLED; an unsafe or missing returnUrl is refused', async () => {
    const p = await newPlayer('demob02');
    const created = await p.call('createDeposit', CreatedDepositSchema, {
      body: { channelId: 202, amountMinor: 500000, requestId: rid(), returnUrl: 'https://demo-b.example/nap-tien' },
    });
    const res = await fetch(`${created.paymentUrl}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=cancelled',
      redirect: 'manual',
    });
    expect([res.status, res.headers.get('location')]).toEqual([303, `https://demo-b.example/nap-tien?deposit=${created.id}&result=cancelled`]);
    expect((await p.call('deposits', DepositListSchema)).list[0]!.status).toBe('CANCELLED');
    expect(await total(p)).toBe(0);
    for (const returnUrl of ['javascript:alert(1)', '/relative', `https://x.example/${'a'.repeat(500)}`, 'ftp://x.example/']) {
      expect(
        (await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 202, amountMinor: 500000, requestId: rid(), returnUrl } })))
          .errorCode,
      ).toBe('request_param_err');
    }
    expect((await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 202, amountMinor: 500000, requestId: rid() } }))).errorCode).toBe(
      'request_param_err',
    );
    expect((await fetch(`${temp.platform.url}/pay/${'x'.repeat(32)}`)).status).toBe(404);
  });

  it('an e-wallet payment not made in time fails and tells the member', async () => {
    const p = await newPlayer('demoa01');
    const created = await p.call('createDeposit', CreatedDepositSchema, {
      body: { channelId: 102, amountMinor: 50000, requestId: rid(), returnUrl: 'http://demo-a.localhost/' },
    });
    writePlatformDb(temp.dbPath, 'UPDATE deposits SET expires_at = ? WHERE id = ?', Date.now() - 1, created.id);
    const res = await fetch(`${created.paymentUrl}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=paid',
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toContain('result=failed');
    expect(await total(p)).toBe(0);
    expect(messagesOf(temp.dbPath, 'demoa01', p.username).map((m) => m.type)).toEqual(['info_deposit_failed']);
  });

  it('the operator rejects; the player cancels only what is still waiting, and only their own', async () => {
    const p = await newPlayer('democ03');
    const first = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 301, amountMinor: 5000, requestId: rid() } });
    expect(first.feeMinor).toBe(200);
    expect(admin('deposit', 'reject', 'democ03', String(first.id), 'No', 'transfer', 'found')).toMatch(/rejected: No transfer found/);
    expect(messagesOf(temp.dbPath, 'democ03', p.username)).toEqual([
      { type: 'info_deposit_failed', params: expect.objectContaining({ reason: 'No transfer found' }) },
    ]);
    expect((await refusal(p.call('cancelDeposit', CreatedIdSchema, { body: { id: first.id } }))).errorCode).toBe('deposit.not.cancellable');

    const second = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 302, amountMinor: 2000, requestId: rid() } });
    const other = await newPlayer('democ03');
    expect((await refusal(other.call('cancelDeposit', CreatedIdSchema, { body: { id: second.id } }))).errorCode).toBe('deposit.not.found');
    expect(await p.call('cancelDeposit', CreatedIdSchema, { body: { id: second.id } })).toEqual({ id: second.id, status: 'CANCELLED' });
    expect(() => admin('deposit', 'approve', 'democ03', String(second.id))).toThrow(/is CANCELLED/);
    expect(() => admin('deposit', 'approve', 'demoa01', String(second.id))).toThrow(/no deposit/);
    expect(await total(p)).toBe(0);
    expectBalancedBooks('democ03');
  });

  it('a promotion credits its bonus with the deposit and holds withdrawals until its turnover is played', async () => {
    const p = await newPlayer('demoa01', { balanceMinor: 500000, payeeName: 'Promo Tester', paymentPassword: '246810' });
    const account = await withdrawAccount(p, 'Promo Tester');
    expect(
      (await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 40000, promotionId: 11, requestId: rid() } })))
        .errorCode,
    ).toBe('promotion.not.eligible');
    expect(
      (await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 50000, promotionId: 12, requestId: rid() } })))
        .errorCode,
    ).toBe('promotion.not.eligible');
    const deposit = await bankDeposit(p, 50000, { promotionId: 11 });
    expect(await p.call('depositPromotions', DepositPromotionsSchema)).toEqual([]);
    expect(await total(p)).toBe(500000 + 50000 + 10000);
    const rows = (await p.call('transactions', TransactionsSchema)).list;
    expect(rows.slice(0, 2).map((r) => [r.type, r.amountMinor, r.reference])).toEqual([
      ['BONUS', 10000, deposit.reference],
      ['DEPOSIT', 50000, deposit.reference],
    ]);
    const [bonus] = await p.call('bonusDetails', BonusesSchema);
    expect(bonus).toMatchObject({ name: '20% Reload Bonus', amountMinor: 10000, status: 'ACTIVE', turnoverRequiredMinor: 180000, turnoverDoneMinor: 0 });
    expect(bonus!.expiresAt).toBeGreaterThan(Date.now() + 29 * DAY);

    const blocked = await refusal(
      p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor: 10000, paymentPassword: '246810', requestId: rid() } }),
    );
    expect(blocked).toMatchObject({ errorCode: 'withdraw.turnover.required', value: { requiredMinor: 230000, doneMinor: 0 } });

    // ₱10.00 spins on a ₱1.00-minimum game: 230 of them play the ₱2,300.00 asked for.
    const c = clientOf('demoa01', p.token);
    const games = await c.call('gameList', v.object({ games: v.array(v.object({ nodeId: v.number(), minBet: v.number(), vassalage: v.string() })) }), {
      query: { gameType: 'RNG', minBet: 1, pageSize: 100, clientType: 3, platform: 'html5-desktop' },
    });
    const game = games.games.find((g) => g.minBet === 1)!;
    const launched = await c.call('launchGame', v.object({ content: v.object({ game_url: v.string() }) }), {
      query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
    });
    const spinUrl = `${temp.platform.url}${launched.content.game_url}/spin`;
    for (let i = 0; i < 230; i++) expect((await fetch(spinUrl, { method: 'POST', body: '{}' })).status).toBe(200);
    const settings = await p.call('withdrawSettings', WithdrawSettingsSchema);
    expect([settings.turnoverRequiredMinor, settings.turnoverDoneMinor]).toEqual([0, 0]);
    expect((await p.call('bonusDetails', BonusesSchema))[0]).toMatchObject({ status: 'COMPLETED', turnoverDoneMinor: 180000 });
    expect(
      await p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor: 10000, paymentPassword: '246810', requestId: rid() } }),
    ).toMatchObject({ status: 'PENDING' });
    expectBalancedBooks('demoa01');
  });
});

describe('payment password', () => {
  it('is set with the login password, changed with the old one, and locks for 15 minutes after 5 wrong ones', async () => {
    const p = await newPlayer('demoa01', { balanceMinor: 100000, payeeName: 'Pat Cruz' });
    const account = await withdrawAccount(p, 'Pat Cruz');
    const withdraw = (paymentPassword: string) =>
      p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor: 10000, paymentPassword, requestId: rid() } });
    expect((await refusal(withdraw('123456'))).errorCode).toBe('payment.password.required');
    expect((await refusal(p.call('setPaymentPassword', v.unknown(), { body: { loginPassword: 'Secret123', paymentPassword: '12345' } }))).errorCode).toBe(
      'payment.password.format',
    );
    expect((await refusal(p.call('setPaymentPassword', v.unknown(), { body: { loginPassword: 'wrong', paymentPassword: '123456' } }))).errorCode).toBe(
      'password.old.invalid',
    );
    expect(await p.call('setPaymentPassword', v.unknown(), { body: { loginPassword: 'Secret123', paymentPassword: '123456' } })).toEqual({
      hasPaymentPassword: true,
    });
    // Changing asks for the old payment password, not the login one.
    expect((await refusal(p.call('setPaymentPassword', v.unknown(), { body: { oldPaymentPassword: '000000', paymentPassword: '654321' } }))).value).toEqual({
      attemptsLeft: 4,
    });
    expect(await p.call('setPaymentPassword', v.unknown(), { body: { oldPaymentPassword: '123456', paymentPassword: '654321' } })).toEqual({
      hasPaymentPassword: true,
    });

    const before = transactionCount();
    for (const left of [4, 3, 2, 1])
      expect(await refusal(withdraw('111111'))).toMatchObject({ errorCode: 'payment.password.invalid', value: { attemptsLeft: left } });
    const locked = await refusal(withdraw('111111'));
    expect(locked.errorCode).toBe('payment.password.locked');
    const { lockedUntil } = locked.value as { lockedUntil: number };
    expect(lockedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await refusal(withdraw('654321'))).errorCode).toBe('payment.password.locked');
    expect((await p.call('withdrawSettings', WithdrawSettingsSchema)).paymentPasswordLockedUntil).toBe(lockedUntil);
    expect([transactionCount(), await total(p)]).toEqual([before, 100000]);
    // After the lock: the right password works and resets the count.
    writePlatformDb(temp.dbPath, 'UPDATE members SET payment_password_locked_until = ? WHERE username = ?', Date.now() - 1, p.username);
    expect(await withdraw('654321')).toMatchObject({ status: 'PENDING' });
  });
});

describe('withdraw accounts', () => {
  it('takes the real name from the first account, then insists on it; masks numbers; refuses duplicates and a sixth', async () => {
    const p = await newPlayer('demoa01', { payeeName: null });
    const first = await p.call('addWithdrawAccount', WithdrawAccountSchema, {
      body: { type: 'BANK', provider: 'BDO', bankName: 'BDO Unibank', accountName: 'Ana  Dela Cruz', accountNumber: '0012 3456 7890' },
    });
    expect(first).toMatchObject({ accountName: 'Ana Dela Cruz', accountNumberMasked: '****7890', isDefault: true });
    expect((await p.call('withdrawSettings', WithdrawSettingsSchema)).realName).toBe('Ana Dela Cruz');
    const add = (accountName: string, accountNumber: string, type = 'BANK') =>
      p.call('addWithdrawAccount', WithdrawAccountSchema, {
        body: { type, provider: type === 'BANK' ? 'BPI' : 'GCASH', bankName: type === 'BANK' ? 'BPI' : 'GCash', accountName, accountNumber },
      });
    expect((await refusal(add('Someone Else', '1111222233'))).errorCode).toBe('withdraw.account.name.mismatch');
    const wallet = await add('ANA DELACRUZ', '0917 555 1234', 'EWALLET');
    expect(wallet).toMatchObject({ type: 'EWALLET', accountNumberMasked: '****1234', isDefault: false });
    expect((await refusal(add('Ana Dela Cruz', '001234567890'))).errorCode).toBe('withdraw.account.duplicate');
    for (const [number, type] of [
      ['12345', 'BANK'],
      ['12ab5678', 'BANK'],
      ['0917', 'EWALLET'],
    ] as const) {
      expect(await refusal(add('Ana Dela Cruz', number, type))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'accountNumber' } });
    }
    await add('Ana Dela Cruz', '2222333344');
    await add('Ana Dela Cruz', '3333444455');
    await add('Ana Dela Cruz', '4444555566');
    expect((await refusal(add('Ana Dela Cruz', '5555666677'))).errorCode).toBe('withdraw.account.limit');

    const list = await p.call('setDefaultWithdrawAccount', WithdrawAccountsSchema, { body: { id: wallet.id } });
    expect(list[0]).toMatchObject({ id: wallet.id, isDefault: true });
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    const after = await p.call('removeWithdrawAccount', WithdrawAccountsSchema, { body: { id: wallet.id } });
    expect(after).toHaveLength(4);
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.id]);
    const stranger = await newPlayer('demoa01');
    expect((await refusal(stranger.call('removeWithdrawAccount', WithdrawAccountsSchema, { body: { id: first.id } }))).errorCode).toBe(
      'withdraw.account.not.found',
    );
    expect((await refusal(stranger.call('setDefaultWithdrawAccount', WithdrawAccountsSchema, { body: { id: 'nope' } }))).errorCode).toBe(
      'withdraw.account.not.found',
    );
  });
});

describe('withdrawals', () => {
  async function ready(balanceMinor = 1_000_000) {
    const p = await newPlayer('demoa01', { balanceMinor, payeeName: 'Wanda Cruz', paymentPassword: '135135' });
    const account = await withdrawAccount(p, 'Wanda Cruz');
    const withdraw = (amountMinor: number, requestId = rid()) =>
      p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor, paymentPassword: '135135', requestId } });
    return { p, account, withdraw };
  }

  it('holds the amount at once; approve, pay, and the player confirms what arrived', async () => {
    const { p, withdraw } = await ready();
    const pending = await withdraw(300000);
    expect(pending).toEqual({ id: pending.id, status: 'PENDING' });
    expect(await total(p)).toBe(700000);
    expect((await p.call('transactions', TransactionsSchema)).list[0]).toMatchObject({ type: 'WITHDRAW', amountMinor: -300000, balanceAfterMinor: 700000 });
    expect(admin('withdraw', 'approve', 'demoa01', String(pending.id))).toMatch(/approved/);
    expect(() => admin('withdraw', 'approve', 'demoa01', String(pending.id))).toThrow(/is APPROVED/);
    const paidLine = admin('withdraw', 'paid', 'demoa01', String(pending.id));
    expect(paidLine).toMatch(/paid, ₱3,000\.00 to BDO Unibank \*\*\*\*\d{4}/);
    const [paid] = await p.call('paymentConfirmationList', WithdrawalsSchema);
    expect(paid).toMatchObject({ id: pending.id, status: 'PAID', amountMinor: 300000 });
    expect(paid!.confirmBy! - paid!.paidAt!).toBe(30 * 60_000);
    expect(await p.call('processC2CTransaction', WithdrawalSchema, { body: { id: pending.id, result: 'RECEIVED' } })).toMatchObject({
      status: 'RECEIVED',
      receivedMinor: 300000,
    });
    expect((await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: pending.id, result: 'RECEIVED' } }))).errorCode).toBe(
      'withdraw.not.confirmable',
    );
    expect(messagesOf(temp.dbPath, 'demoa01', p.username).map((m) => m.type)).toEqual(['info_withdraw_approve', 'info_withdraw_paid']);
    expect(await total(p)).toBe(700000);

    const partial = await withdraw(200000);
    admin('withdraw', 'approve', 'demoa01', String(partial.id));
    admin('withdraw', 'paid', 'demoa01', String(partial.id));
    expect(
      (await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: partial.id, result: 'PARTIAL', receivedMinor: 200000 } }))).errorCode,
    ).toBe('amount.invalid');
    expect(await p.call('processC2CTransaction', WithdrawalSchema, { body: { id: partial.id, result: 'PARTIAL', receivedMinor: 150000 } })).toMatchObject({
      status: 'PARTIAL',
      receivedMinor: 150000,
    });

    const missing = await withdraw(100000);
    admin('withdraw', 'approve', 'demoa01', String(missing.id));
    admin('withdraw', 'paid', 'demoa01', String(missing.id));
    expect((await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: missing.id, result: 'NOT_RECEIVED' } }))).errorCode).toBe(
      'upload.invalid',
    );
    expect(await p.call('uploadWithdrawProof', CreatedIdSchema, { query: { id: missing.id }, upload: { bytes: png(), type: 'image/png' } })).toEqual({
      id: missing.id,
      proofUploaded: true,
    });
    expect(await p.call('processC2CTransaction', WithdrawalSchema, { body: { id: missing.id, result: 'NOT_RECEIVED' } })).toMatchObject({
      status: 'NOT_RECEIVED',
      receivedMinor: 0,
    });
    expect(read<{ n: number }>("SELECT COUNT(*) AS n FROM proof_uploads WHERE owner = 'WITHDRAWAL' AND owner_id = ?", missing.id).n).toBe(1);
    expectBalancedBooks('demoa01');
  });

  it('rejected: the hold comes back to the wallet, and the member is told', async () => {
    const { p, withdraw } = await ready(50000);
    const w = await withdraw(20000);
    expect(await total(p)).toBe(30000);
    expect(admin('withdraw', 'reject', 'demoa01', String(w.id), 'Name', 'mismatch')).toMatch(/rejected: ₱200\.00 back/);
    expect(await total(p)).toBe(50000);
    expect((await p.call('withdrawals', WithdrawalListSchema, { query: { status: 'REJECTED' } })).list).toMatchObject([{ id: w.id, remark: 'Name mismatch' }]);
    expect((await p.call('transactions', TransactionsSchema, { query: { type: 'WITHDRAW_RETURN' } })).list).toMatchObject([
      { amountMinor: 20000, balanceAfterMinor: 50000 },
    ]);
    expect(messagesOf(temp.dbPath, 'demoa01', p.username)).toEqual([
      { type: 'info_withdraw_reject', params: expect.objectContaining({ reason: 'Name mismatch' }) },
    ]);
    expect(() => admin('withdraw', 'paid', 'demoa01', String(w.id))).toThrow(/is REJECTED/);
    expectBalancedBooks('demoa01');
  });

  it('a paid withdrawal nobody confirms in time counts as received', async () => {
    const { p, withdraw } = await ready();
    const w = await withdraw(100000);
    admin('withdraw', 'approve', 'demoa01', String(w.id));
    admin('withdraw', 'paid', 'demoa01', String(w.id));
    writePlatformDb(temp.dbPath, 'UPDATE withdrawals SET confirm_by = ? WHERE id = ?', Date.now() - 1, w.id);
    expect(await p.call('paymentConfirmationList', WithdrawalsSchema)).toEqual([]);
    expect((await p.call('withdrawals', WithdrawalListSchema)).list[0]).toMatchObject({ id: w.id, status: 'AUTO_CONFIRMED', receivedMinor: 100000 });
    expect((await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: w.id, result: 'RECEIVED' } }))).errorCode).toBe(
      'withdraw.not.confirmable',
    );
    expect(messagesOf(temp.dbPath, 'demoa01', p.username).map((m) => m.type)).toContain('info_withdraw_auto_confirm');

    // The operator's list confirms the overdue ones too.
    const other = await withdraw(100000);
    admin('withdraw', 'approve', 'demoa01', String(other.id));
    admin('withdraw', 'paid', 'demoa01', String(other.id));
    writePlatformDb(temp.dbPath, 'UPDATE withdrawals SET confirm_by = ? WHERE id = ?', Date.now() - 1, other.id);
    expect(admin('withdraw', 'list', 'demoa01', 'AUTO_CONFIRMED')).toContain(`#${other.id}  AUTO_CONFIRMED`);
  });

  it('keeps to the minimum and maximum, and rejected withdrawals do not count towards the day', async () => {
    const { p, withdraw } = await ready(30_000_000);
    expect(await refusal(withdraw(9999))).toMatchObject({ errorCode: 'amount.below.min', value: { minMinor: 10000 } });
    expect(await refusal(withdraw(5_000_001))).toMatchObject({ errorCode: 'amount.above.max', value: { maxMinor: 5_000_000 } });
    for (let i = 0; i < 3; i++) await withdraw(10000);
    expect((await refusal(withdraw(10000))).errorCode).toBe('withdraw.limit.count');
    for (const w of (await p.call('withdrawals', WithdrawalListSchema)).list) admin('withdraw', 'reject', 'demoa01', String(w.id));
    for (let i = 0; i < 3; i++) await withdraw(10000);
    expect((await refusal(withdraw(10000))).errorCode).toBe('withdraw.limit.count');
  });
});

describe("withdrawal limits follow the member's VIP level", () => {
  async function ready(balanceMinor: number, level?: number) {
    const p = await newPlayer('demoa01', { balanceMinor, payeeName: 'Vera Cruz', paymentPassword: '135135' });
    if (level !== undefined) expect(admin('vip', 'set', 'demoa01', p.username, String(level))).toMatch(new RegExp(`is now VIP${level}`));
    const account = await withdrawAccount(p, 'Vera Cruz');
    const withdraw = (amountMinor: number, requestId = rid()) =>
      p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor, paymentPassword: '135135', requestId } });
    const settings = () => p.call('withdrawSettings', WithdrawSettingsSchema);
    return { p, withdraw, settings };
  }
  const table = async () => (await clientOf('demoa01').call('merchantVipLevels', MerchantVipLevelsSchema)).levels;

  it('VIP0: three a day and ₱50,000.00 a day, as the VIP table says; a refusal moves nothing', async () => {
    const vip0 = (await table())[0]!;
    expect(vip0.benefits).toMatchObject({ dailyWithdrawCount: 3, dailyWithdrawMinor: 5_000_000 });
    const { p, withdraw, settings } = await ready(30_000_000);
    expect(await settings()).toMatchObject({
      dailyCountLimit: 3,
      dailyAmountLimitMinor: 5_000_000,
      vipLevel: { level: 0, name: 'VIP0' },
      usedTodayCount: 0,
      usedTodayMinor: 0,
    });
    await withdraw(4_000_000);
    expect(await refusal(withdraw(1_000_001))).toMatchObject({
      errorCode: 'withdraw.limit.amount',
      value: { dailyAmountLimitMinor: 5_000_000, usedTodayMinor: 4_000_000, leftTodayMinor: 1_000_000, vipLevel: 'VIP0' },
    });
    await withdraw(500_000);
    await withdraw(500_000);
    const [books, money] = [transactionCount(), await total(p)];
    expect(await refusal(withdraw(10_000))).toMatchObject({
      errorCode: 'withdraw.limit.count',
      value: { dailyCountLimit: 3, usedTodayCount: 3, vipLevel: 'VIP0' },
    });
    expect([transactionCount(), await total(p)]).toEqual([books, money]);
    expect(await settings()).toMatchObject({ usedTodayCount: 3, usedTodayMinor: 5_000_000 });
    expectBalancedBooks('demoa01');
  });

  it('VIP6: twenty a day and ₱1,000,000.00, past the brand’s own five and ₱200,000.00', async () => {
    const vip6 = (await table())[6]!;
    expect(vip6.benefits).toMatchObject({ dailyWithdrawCount: 20, dailyWithdrawMinor: 100_000_000 });
    const { withdraw, settings } = await ready(120_000_000, 6);
    expect(await settings()).toMatchObject({ dailyCountLimit: 20, dailyAmountLimitMinor: 100_000_000, vipLevel: { level: 6, name: 'VIP6' } });
    for (let i = 0; i < 20; i++) await withdraw(5_000_000);
    expect(await settings()).toMatchObject({ usedTodayCount: 20, usedTodayMinor: 100_000_000 });
    expect(await refusal(withdraw(10_000))).toMatchObject({ errorCode: 'withdraw.limit.count', value: { dailyCountLimit: 20, vipLevel: 'VIP6' } });
    expectBalancedBooks('demoa01');
  });

  it('moves with the level the operator sets, both ways', async () => {
    const { p, withdraw, settings } = await ready(30_000_000);
    for (let i = 0; i < 3; i++) await withdraw(1_000_000);
    expect((await refusal(withdraw(10_000))).errorCode).toBe('withdraw.limit.count');
    admin('vip', 'set', 'demoa01', p.username, '3');
    expect(await settings()).toMatchObject({ dailyCountLimit: 8, dailyAmountLimitMinor: 20_000_000, vipLevel: { name: 'VIP3' }, usedTodayCount: 3 });
    expect(admin('vip', 'show', 'demoa01', p.username)).toContain('withdrawals: 8 a day, ₱200,000.00 a day in all');
    await withdraw(5_000_000);
    admin('vip', 'set', 'demoa01', p.username, '0');
    expect(await refusal(withdraw(10_000))).toMatchObject({ errorCode: 'withdraw.limit.count', value: { dailyCountLimit: 3, usedTodayCount: 4 } });
  });

  it('two withdrawals racing for the last slot or the last pesos: one is booked', async () => {
    const { p, withdraw } = await ready(30_000_000);
    await withdraw(1_000_000);
    await withdraw(1_000_000);
    const slot = await Promise.allSettled([1, 2, 3, 4, 5].map(() => withdraw(100_000)));
    expect(slot.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const other = await ready(30_000_000);
    const amount = await Promise.allSettled([1, 2, 3].map(() => other.withdraw(3_000_000)));
    expect(amount.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await p.call('withdrawals', WithdrawalListSchema)).totalCount).toBe(3);
    expect(await total(p)).toBe(30_000_000 - 2_100_000);
    expect(await total(other.p)).toBe(30_000_000 - 3_000_000);
    expectBalancedBooks('demoa01');
  });

  it('a brand without the VIP programme keeps its own cashier limits', async () => {
    const p = await newPlayer('democ03');
    expect(await p.call('withdrawSettings', WithdrawSettingsSchema)).toMatchObject({ dailyCountLimit: 5, dailyAmountLimitMinor: 2_000_000, vipLevel: null });
  });
});

describe('wallet transfers', () => {
  it('moves money between MAIN and vendor wallets on a transfer-wallet brand, recalls all, and refuses the impossible', async () => {
    const p = await newPlayer('democ03', { balanceMinor: 50000 });
    const t1 = await p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'PG', amountMinor: 20000, requestId: rid() } });
    expect(typeof t1.transactionId).toBe('number');
    await p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'EVO', amountMinor: 5000, requestId: rid() } });
    await p.call('walletTransfer', TransferResultSchema, { body: { from: 'PG', to: 'MAIN', amountMinor: 2500, requestId: rid() } });
    const held = (b: v.InferOutput<typeof WalletBalanceSchema>) =>
      Object.fromEntries(b.balance.filter((w) => w.availBalanceMinor).map((w) => [w.wallet, w.availBalanceMinor]));
    expect(held(await wallet(p))).toEqual({ MAIN: 27500, PG: 17500, EVO: 5000 });
    expect((await wallet(p)).sumBalanceMinor).toBe(50000);
    for (const [from, to, code] of [
      ['MAIN', 'XX', 'transfer.wallet.unknown'],
      ['MAIN', 'MAIN', 'transfer.wallet.unknown'],
      ['MAIN', 'FB', 'transfer.wallet.unknown'],
      ['EVO', 'MAIN', 'insufficient.balance'],
    ] as const) {
      expect(
        (
          await refusal(
            p.call('walletTransfer', TransferResultSchema, { body: { from, to, amountMinor: code === 'insufficient.balance' ? 5001 : 100, requestId: rid() } }),
          )
        ).errorCode,
      ).toBe(code);
    }
    // A vendor the brand drops still shows (and counts) while its wallet holds money; recall-all brings it home.
    writePlatformDb(temp.dbPath, "DELETE FROM merchant_vendors WHERE merchant = 'democ03' AND vendor_code = 'EVO'");
    try {
      expect((await wallet(p)).balance.at(-1)).toMatchObject({ wallet: 'EVO', name: 'Evolution', availBalanceMinor: 5000 });
      expect((await wallet(p)).sumBalanceMinor).toBe(50000);
    } finally {
      writePlatformDb(temp.dbPath, "INSERT INTO merchant_vendors (merchant, vendor_code) VALUES ('democ03', 'EVO')");
    }
    for (const amountMinor of [-1, 0, 2.5, '100', Number.MAX_SAFE_INTEGER + 2]) {
      expect(
        (await refusal(p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'PG', amountMinor, requestId: rid() } }))).errorCode,
      ).toBe('amount.invalid');
    }
    await p.call('walletTransfer', TransferResultSchema, { body: { recallAll: true, requestId: rid() } });
    expect(held(await wallet(p))).toEqual({ MAIN: 50000 });
    // The recall is one transaction: both vendor wallets out, MAIN in.
    const rows = (await p.call('transactions', TransactionsSchema, { query: { type: 'TRANSFER' } })).list;
    expect(
      rows
        .slice(0, 3)
        .map((r) => `${r.wallet} ${r.amountMinor}`)
        .sort(),
    ).toEqual(['EVO -5000', 'MAIN 22500', 'PG -17500']);
    const single = await newPlayer('demoa01', { balanceMinor: 1000 });
    expect(
      (await refusal(single.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'PG', amountMinor: 100, requestId: rid() } }))).errorCode,
    ).toBe('transfer.single.wallet');
    expectBalancedBooks('democ03', 'demoa01');
  });

  it('with autoTransfer a launch moves everything to the game vendor, and its rounds play from that wallet', async () => {
    const p = await newPlayer('demob02', { balanceMinor: 200000 });
    await p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'EVO', amountMinor: 50000, requestId: rid() } });
    const c = clientOf('demob02', p.token);
    const games = await c.call('gameList', v.object({ games: v.array(v.object({ nodeId: v.number(), minBet: v.number(), vassalage: v.string() })) }), {
      query: { gameType: 'RNG', vassalage: 'PG', pageSize: 30, clientType: 3, platform: 'html5-desktop' },
    });
    const game = games.games[0]!;
    const launched = await c.call('launchGame', v.object({ content: v.object({ game_url: v.string() }) }), {
      query: { launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, nodeId: game.nodeId, vassalage: game.vassalage, accountType: 1, language: 'EN' },
    });
    const b = await wallet(p);
    expect(Object.fromEntries(b.balance.filter((w) => w.availBalanceMinor).map((w) => [w.wallet, w.availBalanceMinor]))).toEqual({ PG: 200000 });
    const spin = (await (await fetch(`${temp.platform.url}${launched.content.game_url}/spin`, { method: 'POST', body: '{}' })).json()) as {
      balance: number;
      bet: number;
      win: number;
    };
    expect(spin.balance).toBe(200000 - spin.bet + spin.win);
    expect((await wallet(p)).balance.find((w) => w.wallet === 'PG')!.availBalanceMinor).toBe(spin.balance);
    expect((await p.call('betRecords', BetRecordsSchema)).list[0]).toMatchObject({
      vendor: 'PG',
      gameType: 'RNG',
      stakeMinor: spin.bet,
      winMinor: spin.win,
      status: 'SETTLED',
    });
    expectBalancedBooks('demob02');
  });
});

describe('upline transfers', () => {
  it('sends money to an agent who allows it, with the payment password; refuses where not allowed', async () => {
    const whale = await player('demoa01', 'vipwhale', 'Whale12345');
    expect(await whale.call('uplineTransferInfo', UplineTransferInfoSchema)).toEqual({
      allowed: true,
      uplineName: 'Agent Ace',
      minMinor: 10000,
      maxMinor: 5000000,
    });
    const agentBefore = await total(await player('demoa01', 'agent1', 'Agent12345'));
    expect(
      (await refusal(whale.call('transferToUpline', TransferResultSchema, { body: { amountMinor: 50000, paymentPassword: '000000', requestId: rid() } })))
        .errorCode,
    ).toBe('payment.password.invalid');
    await whale.call('transferToUpline', TransferResultSchema, { body: { amountMinor: 50000, paymentPassword: '135790', requestId: rid() } });
    expect(await total(whale)).toBe(9876543 - 50000);
    const agent = await player('demoa01', 'agent1', 'Agent12345');
    expect(await total(agent)).toBe(agentBefore + 50000);
    expect((await agent.call('transactions', TransactionsSchema)).list[0]).toMatchObject({
      type: 'TRANSFER',
      amountMinor: 50000,
      note: 'From downline vipwhale',
    });

    const minh = await player('demob02', '0912345678', 'Jade12345');
    expect(await minh.call('uplineTransferInfo', UplineTransferInfoSchema)).toMatchObject({ allowed: false, uplineName: 'Đại lý Jade' });
    expect(
      (await refusal(minh.call('transferToUpline', TransferResultSchema, { body: { amountMinor: 100000, paymentPassword: '123456', requestId: rid() } })))
        .errorCode,
    ).toBe('upline.transfer.not.allowed');
    expect(await (await player('democ03', 'player3', 'Ember12345')).call('uplineTransferInfo', UplineTransferInfoSchema)).toMatchObject({
      allowed: true,
      uplineName: 'Ember Agent',
    });
    const orphan = await newPlayer('demoa01', { balanceMinor: 100000, paymentPassword: '111222' });
    expect(await orphan.call('uplineTransferInfo', UplineTransferInfoSchema)).toMatchObject({ allowed: false, uplineName: null });
    expectBalancedBooks('demoa01', 'demob02', 'democ03');
  });
});

describe('idempotency and concurrency', () => {
  it('moves money once for a requestId sent twice, and answers the first id', async () => {
    const p = await newPlayer('democ03', { balanceMinor: 100000, payeeName: 'Ida Potent', paymentPassword: '101010' });
    const account = await withdrawAccount(p, 'Ida Potent');
    const again = rid();
    const first = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 301, amountMinor: 5000, requestId: again } });
    expect(await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 301, amountMinor: 5000, requestId: again } }))).toMatchObject({
      errorCode: 'request.duplicate',
      value: { id: first.id },
    });
    expect((await p.call('deposits', DepositListSchema)).totalCount).toBe(1);

    const w = rid();
    const withdrawal = await p.call('withdraw', CreatedIdSchema, {
      body: { accountId: account.id, amountMinor: 2000, paymentPassword: '101010', requestId: w },
    });
    expect(
      await refusal(p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor: 2000, paymentPassword: '101010', requestId: w } })),
    ).toMatchObject({ errorCode: 'request.duplicate', value: { id: withdrawal.id } });
    const t = rid();
    const move = await p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'SA', amountMinor: 1000, requestId: t } });
    expect(await refusal(p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'SA', amountMinor: 1000, requestId: t } }))).toMatchObject({
      errorCode: 'request.duplicate',
      value: { id: move.transactionId },
    });
    expect(await total(p)).toBe(98000);
    expect((await wallet(p)).balance.find((x) => x.wallet === 'SA')!.availBalanceMinor).toBe(1000);
  });

  it('of 20 concurrent withdrawals that together exceed the balance, exactly the affordable ones pass, even split over two platform processes', async () => {
    // A second platform process on the same database file: only SQLite's one-writer rule keeps them honest.
    const second = spawn(process.execPath, bundled('platform/main.ts', ['platform']), {
      env: { ...process.env, PLATFORM_DB: temp.dbPath, PLATFORM_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        second.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Reference platform on (http:\/\/\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        second.once('exit', (code) => reject(new Error(`second platform exited ${code}`)));
      });
      const p = await newPlayer('demoa01', { balanceMinor: 1_000_000, payeeName: 'Rush Racer', paymentPassword: '202020' });
      const account = await withdrawAccount(p, 'Rush Racer');
      const there = createPlatformClient({ baseUrl: url, merchant: 'demoa01', language: 'EN', timeoutMs: 15_000, token: p.token });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => {
          const body = { accountId: account.id, amountMinor: 300000, paymentPassword: '202020', requestId: rid() };
          return i % 2 ? there.call('withdraw', CreatedIdSchema, { body }) : p.call('withdraw', CreatedIdSchema, { body });
        }),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const codes = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as PlatformError).details.errorCode);
      expect(new Set(codes)).toEqual(new Set(['insufficient.balance']));
      expect(await total(p)).toBe(100000);
      expect(read<{ n: number }>('SELECT COUNT(*) AS n FROM ledger_accounts WHERE balance < 0 AND member_id IS NOT NULL').n).toBe(0);
      expectBalancedBooks('demoa01');
    } finally {
      second.kill();
    }
  });
});

describe('bad input', () => {
  it('refuses bad amounts, foreign ids and trial accounts, and moves nothing', async () => {
    const p = await newPlayer('demoa01', { balanceMinor: 100000, payeeName: 'Bad Input', paymentPassword: '121212' });
    const account = await withdrawAccount(p, 'Bad Input');
    const stranger = await newPlayer('demoa01', { balanceMinor: 100000, payeeName: 'Stranger Danger', paymentPassword: '343434' });
    const theirs = await withdrawAccount(stranger, 'Stranger Danger');
    const theirDeposit = await stranger.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 10000, requestId: rid() } });
    const before = [transactionCount(), await total(p), await total(stranger)];

    for (const amountMinor of [-100, 0, 1.5, '100', 1e20, Number.MAX_SAFE_INTEGER + 2, null]) {
      expect((await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor, requestId: rid() } }))).errorCode).toBe(
        'amount.invalid',
      );
      expect(
        (await refusal(p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor, paymentPassword: '121212', requestId: rid() } })))
          .errorCode,
      ).toBe('amount.invalid');
      expect(
        (await refusal(p.call('transferToUpline', TransferResultSchema, { body: { amountMinor, paymentPassword: '121212', requestId: rid() } }))).errorCode,
      ).toBe('amount.invalid');
    }
    expect(
      (await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: Number.MAX_SAFE_INTEGER, requestId: rid() } })))
        .errorCode,
    ).toBe('amount.above.max');
    expect((await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 9999, requestId: rid() } }))).errorCode).toBe(
      'amount.below.min',
    );
    expect((await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 201, amountMinor: 100000, requestId: rid() } }))).errorCode).toBe(
      'channel.not.found',
    );
    for (const requestId of [undefined, 'short', 'x'.repeat(65), 'has spaces in it', "quote'--1"]) {
      expect((await refusal(p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 10000, requestId } }))).errorCode).toBe(
        'request_param_err',
      );
    }
    expect(
      (await refusal(p.call('withdraw', CreatedIdSchema, { body: { accountId: theirs.id, amountMinor: 10000, paymentPassword: '121212', requestId: rid() } })))
        .errorCode,
    ).toBe('withdraw.account.not.found');
    expect(
      (
        await refusal(
          p.call('withdraw', CreatedIdSchema, { body: { accountId: account.id, amountMinor: 200000, paymentPassword: '121212', requestId: rid() } }),
        )
      ).errorCode,
    ).toBe('insufficient.balance');
    expect((await refusal(p.call('cancelDeposit', CreatedIdSchema, { body: { id: theirDeposit.id } }))).errorCode).toBe('deposit.not.found');
    expect(
      (await refusal(p.call('uploadDepositProof', CreatedIdSchema, { query: { id: theirDeposit.id }, upload: { bytes: png(), type: 'image/png' } }))).errorCode,
    ).toBe('deposit.not.found');
    expect((await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: 1, result: 'RECEIVED' } }))).errorCode).toBe('withdraw.not.found');
    expect((await refusal(p.call('processC2CTransaction', WithdrawalSchema, { body: { id: 1, result: 'MAYBE' } }))).errorCode).toBe('request_param_err');
    expect(
      (await refusal(p.call('walletTransfer', TransferResultSchema, { body: { from: 'MAIN', to: 'PG', amountMinor: 100, requestId: rid() } }))).errorCode,
    ).toBe('transfer.single.wallet');
    expect((await refusal(p.call('betRecords', BetRecordsSchema, { query: { from: 10, to: 5 } }))).errorCode).toBe('request_param_err');
    expect((await refusal(p.call('transactions', TransactionsSchema, { query: { type: 'LOTTERY' } }))).errorCode).toBe('request_param_err');
    expect((await refusal(p.call('deposits', DepositListSchema, { query: { pageSize: 1000 } }))).errorCode).toBe('request_param_err');
    expect([transactionCount(), await total(p), await total(stranger)]).toEqual(before);

    const c = clientOf('demoa01');
    const { token } = await c.call('freePlay', LoginValueSchema, {
      body: { os: 'web', platform: 'W' },
      headers: { Encryption: freePlayEncryption(await c.rsaModulus()) },
    });
    const trial: Player = {
      merchant: 'demoa01',
      username: 'trial',
      token,
      call: (name, schema, options) => clientOf('demoa01', token).call(name, schema, options),
    };
    expect(await total(trial)).toBe(200000);
    const afterTrialCredit = transactionCount();
    const calls: [EndpointName, CallOptions][] = [
      ['depositChannels', {}],
      ['createDeposit', { body: { channelId: 101, amountMinor: 10000, requestId: rid() } }],
      ['deposits', {}],
      ['withdrawSettings', {}],
      ['addWithdrawAccount', { body: { type: 'BANK', provider: 'BDO', bankName: 'BDO', accountName: 'Guest', accountNumber: '1234567890' } }],
      ['withdraw', { body: { accountId: 1, amountMinor: 10000, paymentPassword: '123456', requestId: rid() } }],
      ['walletTransfer', { body: { recallAll: true, requestId: rid() } }],
      ['transferToUpline', { body: { amountMinor: 10000, paymentPassword: '123456', requestId: rid() } }],
      ['setPaymentPassword', { body: { loginPassword: 'x', paymentPassword: '123456' } }],
      ['uploadDepositProof', { query: { id: 1 }, upload: { bytes: png(), type: 'image/png' } }],
      ['transactions', {}],
      ['betRecords', {}],
    ];
    for (const [name, options] of calls)
      expect(await refusal(trial.call(name, v.unknown(), options)), name).toMatchObject({ errorCode: 'account.trial', status: 403 });
    expect(transactionCount()).toBe(afterTrialCredit);
  });

  it('checks uploads: PNG or JPEG by type and by their bytes, at most 5 MB, kept in the database', async () => {
    const p = await newPlayer('demoa01');
    const d = await p.call('createDeposit', CreatedDepositSchema, { body: { channelId: 101, amountMinor: 10000, requestId: rid() } });
    const upload = (bytes: Uint8Array<ArrayBuffer>, type: 'image/png' | 'image/jpeg') =>
      p.call('uploadDepositProof', CreatedIdSchema, { query: { id: d.id }, upload: { bytes, type } });
    expect(await refusal(upload(jpeg(), 'image/png'))).toMatchObject({ errorCode: 'upload.invalid' });
    expect(await refusal(upload(new TextEncoder().encode('<svg onload=alert(1)>') as Uint8Array<ArrayBuffer>, 'image/png'))).toMatchObject({
      errorCode: 'upload.invalid',
    });
    expect(await refusal(upload(new Uint8Array(0), 'image/jpeg'))).toMatchObject({ errorCode: 'upload.invalid' });
    expect(await refusal(upload(png(5 * 1024 * 1024 + 1), 'image/png'))).toMatchObject({ errorCode: 'upload.too.large', status: 413 });
    expect(await upload(png(5 * 1024 * 1024), 'image/png')).toEqual({ id: d.id, proofUploaded: true });
    expect(await upload(jpeg(), 'image/jpeg')).toEqual({ id: d.id, proofUploaded: true });
    expect((await p.call('deposits', DepositListSchema)).list[0]).toMatchObject({ id: d.id, proofUploaded: true });
    expect(
      read<{ content_type: string; size: number }>("SELECT content_type, size FROM proof_uploads WHERE owner = 'DEPOSIT' AND owner_id = ?", d.id),
    ).toMatchObject({ content_type: 'image/jpeg' });
    const raw = await fetch(`${temp.platform.url}/wps/relay/PAYFE_uploadDepositProof?id=${d.id}`, {
      method: 'POST',
      headers: { merchant: 'demoa01', authorization: p.token, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect([raw.status, ((await raw.json()) as { errorCode: string }).errorCode]).toEqual([400, 'upload.invalid']);
  });
});

describe('records', () => {
  it('pages and filters bet records, with totals that agree with the pages and with the profit summary', async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const range = { from: Date.now() - 200 * DAY, to: Date.now() + 1 };
    const first = await p1.call('betRecords', BetRecordsSchema, { query: { ...range, pageSize: 100 } });
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 100));
    const all = [...first.list];
    for (let page = 2; page <= first.totalPages; page++)
      all.push(...(await p1.call('betRecords', BetRecordsSchema, { query: { ...range, pageSize: 100, pageNo: page } })).list);
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
    expect(all.map((b) => b.placedAt)).toEqual([...all.map((b) => b.placedAt)].sort((a, b) => b - a));
    const settled = all.filter((b) => b.status === 'SETTLED');
    const sum = (key: 'stakeMinor' | 'winMinor' | 'validBetMinor') => settled.reduce((s, b) => s + b[key], 0);
    expect(first.totals).toEqual({
      stakeMinor: sum('stakeMinor'),
      winMinor: sum('winMinor'),
      validBetMinor: sum('validBetMinor'),
      profitMinor: sum('winMinor') - sum('stakeMinor'),
      count: settled.length,
    });

    const live = await p1.call('betRecords', BetRecordsSchema, { query: { ...range, gameType: 'LIVE', pageSize: 100 } });
    expect(live.list.every((b) => b.gameType === 'LIVE')).toBe(true);
    expect(live.totalCount).toBe(all.filter((b) => b.gameType === 'LIVE').length);
    const pg = await p1.call('betRecords', BetRecordsSchema, { query: { ...range, vendor: 'pg', pageSize: 100 } });
    expect(pg.totalCount).toBe(all.filter((b) => b.vendor === 'PG').length);

    const profit = await p1.call('profit', ProfitSummarySchema, { query: range });
    expect(profit.totals).toEqual({
      stakeMinor: first.totals.stakeMinor,
      winMinor: first.totals.winMinor,
      validBetMinor: first.totals.validBetMinor,
      profitMinor: first.totals.profitMinor,
    });
    expect(profit.days.reduce((s, d) => s + d.stakeMinor, 0)).toBe(first.totals.stakeMinor);
    expect(profit.days.every((d) => d.profitMinor === d.winMinor - d.stakeMinor && /^\d{4}-\d{2}-\d{2}$/.test(d.day))).toBe(true);
    expect(profit.categories.reduce((s, c) => s + c.profitMinor, 0)).toBe(first.totals.profitMinor);
    // Days are the brand's local days (Asia/Manila for Aurora), not UTC ones.
    const manilaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' });
    const perDay = new Map<string, number>();
    for (const b of settled) perDay.set(manilaDay.format(b.placedAt), (perDay.get(manilaDay.format(b.placedAt)) ?? 0) + b.stakeMinor);
    expect(profit.days.map((d) => [d.day, d.stakeMinor])).toEqual([...perDay].sort(([a], [b]) => a.localeCompare(b)));
    expect(profit.categories.find((c) => c.gameType === 'LIVE')!.stakeMinor).toBe(live.totals.stakeMinor);
    expect((await refusal(p1.call('profit', ProfitSummarySchema, { query: { from: 0, to: Date.now() } }))).errorCode).toBe('request_param_err');
  });

  it('lists the statement newest first, each row with the balance after it', async () => {
    const p1 = await player('demoa01', 'player1', 'Player123');
    const range = { from: Date.now() - 200 * DAY, to: Date.now() + 1 };
    const page = await p1.call('transactions', TransactionsSchema, { query: { ...range, pageSize: 100 } });
    expect(page.totalCount).toBeGreaterThan(800);
    expect(page.list[0]).toMatchObject({ type: 'WITHDRAW', amountMinor: -50000, wallet: 'MAIN' });
    expect(page.list[0]!.balanceAfterMinor).toBe(await total(p1));
    for (let i = 0; i + 1 < page.list.length; i++)
      expect(page.list[i]!.balanceAfterMinor - page.list[i]!.amountMinor).toBe(page.list[i + 1]!.balanceAfterMinor);
    const types = new Set<string>();
    for (let n = 1; n <= page.totalPages; n++)
      for (const r of (await p1.call('transactions', TransactionsSchema, { query: { ...range, pageSize: 100, pageNo: n } })).list) types.add(r.type);
    for (const t of ['ADJUST', 'DEPOSIT', 'BONUS', 'FEE', 'WITHDRAW', 'WITHDRAW_RETURN', 'RNG', 'LIVE', 'SPORTS']) expect(types).toContain(t);
    const deposits = await p1.call('transactions', TransactionsSchema, { query: { ...range, type: 'DEPOSIT', pageSize: 100 } });
    expect(deposits.list.every((r) => r.type === 'DEPOSIT' && r.amountMinor > 0 && /^D/.test(r.reference ?? ''))).toBe(true);
    expect(deposits.totalCount).toBe(30);
  });
});
