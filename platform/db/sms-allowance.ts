import { ApiError } from '../http/envelope';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * The operator's SMS account, checked and charged for every message the platform sends: sending can be
 * switched off (the operator's SMS route is closed) and a finite quota runs down by one a message.
 * Call it inside the transaction that writes the message, so a refused send writes nothing.
 */
export function spendSmsAllowance(db: Db, merchant: string): void {
  const row = db
    .prepare<unknown[], { sms_quota: number | null; sms_sending: number }>('SELECT sms_quota, sms_sending FROM merchants WHERE code = ?')
    .get(merchant);
  if (!row || !row.sms_sending) throw new ApiError(403, 'operation.not.allowed', 'Operation not allowed, please contact customer service.');
  if (row.sms_quota === null) return;
  const spent = db.prepare('UPDATE merchants SET sms_quota = sms_quota - 1 WHERE code = ? AND sms_quota > 0').run(merchant);
  if (!spent.changes) throw new ApiError(400, 'sms.quota.insufficient', 'SMS quota not enough.');
}

/** `platform:admin -- smsquota <merchant> <count>|unlimited` and `smssending <merchant> on|off`. */
export function setSmsQuota(db: Db, merchant: string, quota: number | null): void {
  db.prepare('UPDATE merchants SET sms_quota = ? WHERE code = ?').run(quota, merchant);
}

export function setSmsSending(db: Db, merchant: string, on: boolean): void {
  db.prepare('UPDATE merchants SET sms_sending = ? WHERE code = ?').run(on ? 1 : 0, merchant);
}

export function smsAllowance(db: Db, merchant: string): { quota: number | null; sending: boolean } {
  const row = oneRow(
    db.prepare<unknown[], { sms_quota: number | null; sms_sending: number }>('SELECT sms_quota, sms_sending FROM merchants WHERE code = ?').get(merchant),
    "the merchant's SMS account",
  );
  return { quota: row.sms_quota, sending: Boolean(row.sms_sending) };
}
