import { cashierSettings } from './cashier-settings';
import { merchantChannels } from './deposits';
import { memberAccount, operatorAccount, post } from './ledger';
import { unitsToMinor } from './money';
import type { Db } from './db';
import { hashPassword } from './passwords';
import { CASHIERS, CHANNELS, HISTORIES, MEMBER_CASHIER, PROMOTIONS } from './seed-cashier-data';
import { DEMO_ACCOUNTS, MERCHANTS } from './seed-data';
import { gamesOf, seedHistory } from './seed-history';
import { activeAccounts } from './withdraw-accounts';

/**
 * The demo cashiers: settings, channels and promotions of each brand (added when absent), the demo
 * members' real names, uplines and payment passwords (where none is on file), and for members created in
 * this run their opening balance or their whole history. One write transaction with prepared statements:
 * every fresh database runs it.
 */
export function seedCashier(db: Db, fresh: { merchant: string; username: string }[], passwordCost?: number) {
  const now = Date.now();
  db.transaction(() => {
    const setting = db.prepare(
      `INSERT OR IGNORE INTO cashier_settings (merchant, currency, time_zone, wallet_mode, auto_transfer, withdraw_min_minor, withdraw_max_minor, daily_count_limit, daily_amount_limit_minor, confirm_minutes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const c of CASHIERS) {
      setting.run(
        c.merchant,
        c.currency,
        c.timeZone,
        c.walletMode,
        c.autoTransfer ? 1 : 0,
        c.withdrawMinMinor,
        c.withdrawMaxMinor,
        c.dailyCountLimit,
        c.dailyAmountLimitMinor,
        c.confirmMinutes,
      );
    }
    const channel = db.prepare(
      `INSERT OR IGNORE INTO deposit_channels (id, merchant, type, provider, name, colour, min_minor, max_minor, fee_rate_bp, fee_fixed_minor, processing_minutes, quick_amounts, bank_name, account_name, account_number, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    CHANNELS.forEach((c, i) =>
      channel.run(
        c.id,
        c.merchant,
        c.type,
        c.provider,
        c.name,
        c.colour,
        c.minMinor,
        c.maxMinor,
        c.feeRateBp ?? 0,
        c.feeFixedMinor ?? 0,
        c.processingMinutes,
        JSON.stringify(c.quickAmountsMinor),
        c.bank?.bankName ?? null,
        c.bank?.accountName ?? null,
        c.bank?.accountNumber ?? null,
        i,
      ),
    );
    const promotion = db.prepare(
      'INSERT OR IGNORE INTO deposit_promotions (id, merchant, title, bonus_rate_bp, max_bonus_minor, min_deposit_minor, turnover_multiplier, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of PROMOTIONS)
      promotion.run(p.id, p.merchant, p.title, p.bonusRateBp, p.maxBonusMinor, p.minDepositMinor, p.turnoverMultiplier, p.active ? 1 : 0);

    const idOf = db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck();
    const isFresh = (merchant: string, username: string) => fresh.some((f) => f.merchant === merchant && f.username === username);
    const account = db.prepare(
      'INSERT INTO withdraw_accounts (merchant, member_id, type, provider, bank_name, account_name, account_number, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const m of MEMBER_CASHIER) {
      const id = idOf.get(m.merchant, m.username);
      if (id === undefined) continue;
      if (m.upline) db.prepare('UPDATE members SET upline_id = ? WHERE id = ? AND upline_id IS NULL').run(idOf.get(m.merchant, m.upline) ?? null, id);
      if (m.realName) db.prepare('UPDATE members SET payee_name = ? WHERE id = ? AND payee_name IS NULL').run(m.realName, id);
      if (m.paymentPassword && !db.prepare('SELECT payment_password_hash FROM members WHERE id = ?').pluck().get(id)) {
        db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hashPassword(m.paymentPassword, passwordCost), id);
      }
      if (!isFresh(m.merchant, m.username)) continue;
      if (m.allowsDownlineTransfers !== undefined)
        db.prepare('UPDATE members SET allow_downline_transfer = ? WHERE id = ?').run(m.allowsDownlineTransfers ? 1 : 0, id);
      (m.accounts ?? []).forEach((a, i) =>
        account.run(m.merchant, id, a.type, a.provider, a.bankName, m.realName ?? '', a.accountNumber, i === 0 ? 1 : 0, now - 200 * 86_400_000),
      );
    }

    for (const f of fresh) {
      const demo = DEMO_ACCOUNTS.find((a) => a.merchant === f.merchant && a.username === f.username);
      const id = idOf.get(f.merchant, f.username);
      if (!demo || id === undefined) continue;
      const currency = demo.currency[0];
      const target = unitsToMinor(demo.balance, currency);
      const plan = HISTORIES.find((h) => h.merchant === f.merchant && h.username === f.username);
      if (plan) {
        seedHistory(db, {
          plan,
          member: { id, merchant: f.merchant, currency },
          settings: cashierSettings(db, f.merchant),
          targetMinor: target,
          now,
          mainDomain: MERCHANTS.find((m) => m.code === f.merchant)?.mainDomain ?? 'localhost',
          channels: merchantChannels(db, f.merchant),
          promotions: PROMOTIONS.filter((p) => p.merchant === f.merchant),
          accounts: activeAccounts(db, id),
          games: gamesOf(db, plan.vendors),
        });
      } else if (target > 0) {
        post(db, {
          merchant: f.merchant,
          kind: 'OPENING',
          memberId: id,
          idempotencyKey: `opening:${id}`,
          at: now,
          meta: { note: 'Opening balance' },
          legs: [
            { account: operatorAccount(db, f.merchant, currency, 'OPENING'), amount: -target, type: 'ADJUST' },
            { account: memberAccount(db, id, 'MAIN'), amount: target, type: 'ADJUST' },
          ],
        });
      }
    }
  }).immediate();
}
