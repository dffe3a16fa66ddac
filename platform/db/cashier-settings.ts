import type { Db } from './db';
import { Refusal } from './refusal';

/** How a brand runs its cashier (cashier_settings): currency, time zone, wallet mode, withdrawal limits. */
export type CashierSettings = {
  merchant: string;
  currency: string;
  timeZone: string;
  walletMode: 'SINGLE' | 'TRANSFER';
  autoTransfer: boolean;
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
  dailyCountLimit: number;
  dailyAmountLimitMinor: number;
  confirmMinutes: number;
};

type Row = {
  merchant: string;
  currency: string;
  time_zone: string;
  wallet_mode: 'SINGLE' | 'TRANSFER';
  auto_transfer: number;
  withdraw_min_minor: number;
  withdraw_max_minor: number;
  daily_count_limit: number;
  daily_amount_limit_minor: number;
  confirm_minutes: number;
};

export function cashierSettings(db: Db, merchant: string): CashierSettings {
  const row = db.prepare<unknown[], Row>('SELECT * FROM cashier_settings WHERE merchant = ?').get(merchant);
  // A brand without a cashier has no money calls at all.
  if (!row) throw new Refusal('function.not.available');
  return {
    merchant: row.merchant,
    currency: row.currency,
    timeZone: row.time_zone,
    walletMode: row.wallet_mode,
    autoTransfer: row.auto_transfer === 1,
    withdrawMinMinor: row.withdraw_min_minor,
    withdrawMaxMinor: row.withdraw_max_minor,
    dailyCountLimit: row.daily_count_limit,
    dailyAmountLimitMinor: row.daily_amount_limit_minor,
    confirmMinutes: row.confirm_minutes,
  };
}
