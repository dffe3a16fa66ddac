import crypto from 'node:crypto';
import { cashierSettings } from './cashier-settings';
import { sendMessage } from './inbox';
import { memberAccount, operatorAccount, post, type Leg } from './ledger';
import { basisPoints } from './money';
import type { Db } from './db';
import { rewardReferrerForDeposit } from './referrals';
import { Refusal } from './refusal';
import { checkDeposit } from './responsible-gambling';
import { addRequirement } from './turnover';
import { oneRow } from './one-row';

/**
 * Deposits. A bank transfer or QR payment waits (PENDING) for the operator, who matches the player's
 * reference code and approves or rejects it. An e-wallet waits for the player on the platform's payment
 * page (AWAITING_PAYMENT) and is credited the moment they pay. Crediting is one ledger transaction: the
 * amount, the channel's fee and any promotion bonus.
 */

export type ChannelType = 'BANK' | 'EWALLET' | 'QR';
export type DepositStatus = 'PENDING' | 'AWAITING_PAYMENT' | 'CREDITED' | 'FAILED' | 'CANCELLED';
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'AWAITING_PAYMENT', 'CREDITED', 'FAILED', 'CANCELLED'];

/** How long an e-wallet payment page stays payable, and how long a bank transfer's details are quoted for. */
export const EWALLET_PAY_MS = 30 * 60_000;
export const BANK_QUOTE_MS = 60 * 60_000;

export type ChannelRow = {
  id: number;
  merchant: string;
  type: ChannelType;
  provider: string;
  name: string;
  colour: string;
  min_minor: number;
  max_minor: number;
  fee_rate_bp: number;
  fee_fixed_minor: number;
  processing_minutes: number;
  quick_amounts: string;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
};
export type DepositRow = {
  id: number;
  merchant: string;
  member_id: number;
  channel_id: number;
  amount_minor: number;
  fee_minor: number;
  bonus_minor: number;
  promotion_id: number | null;
  status: DepositStatus;
  reference: string;
  request_id: string;
  return_url: string | null;
  pay_token: string | null;
  remark: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  transaction_id: number | null;
};
type PromotionRow = {
  id: number;
  title: string;
  bonus_rate_bp: number;
  max_bonus_minor: number;
  min_deposit_minor: number;
  turnover_multiplier: number;
  bonus_days: number;
};

export function merchantChannels(db: Db, merchant: string): ChannelRow[] {
  return db.prepare<unknown[], ChannelRow>('SELECT * FROM deposit_channels WHERE merchant = ? AND enabled = 1 ORDER BY sort, id').all(merchant);
}

const bankAccountOf = (c: ChannelRow) =>
  c.type === 'BANK' && c.bank_name && c.account_name && c.account_number
    ? { bankName: c.bank_name, accountName: c.account_name, accountNumber: c.account_number }
    : null;

/** A channel as `depositChannels` answers it; the QR image is the platform's own CDN art. */
export function channelAnswer(c: ChannelRow, origin: string) {
  return {
    id: c.id,
    type: c.type,
    provider: c.provider,
    name: c.name,
    minMinor: c.min_minor,
    maxMinor: c.max_minor,
    feeRateBp: c.fee_rate_bp,
    feeFixedMinor: c.fee_fixed_minor,
    processingMinutes: c.processing_minutes,
    quickAmountsMinor: JSON.parse(c.quick_amounts) as number[],
    bankAccount: bankAccountOf(c),
    qrImageUrl: c.type === 'QR' ? `${origin}/cdn/qr/${c.id}.svg` : null,
  };
}

/** The channel's fee on an amount: basis points of it plus a fixed part. */
export const channelFee = (c: ChannelRow, amount: number) => basisPoints(amount, c.fee_rate_bp) + c.fee_fixed_minor;

/** Promotions the member can still take: active, and neither granted to them nor waiting on another deposit of theirs. */
export function openPromotions(db: Db, merchant: string, memberId: number): PromotionRow[] {
  return db
    .prepare<unknown[], PromotionRow>(
      `SELECT p.id, p.title, p.bonus_rate_bp, p.max_bonus_minor, p.min_deposit_minor, p.turnover_multiplier, p.bonus_days FROM deposit_promotions p
        WHERE p.merchant = ? AND p.active = 1
          AND NOT EXISTS (SELECT 1 FROM bonus_grants g WHERE g.promotion_id = p.id AND g.member_id = ?)
          AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.promotion_id = p.id AND d.member_id = ? AND d.status IN ('PENDING', 'AWAITING_PAYMENT'))
        ORDER BY p.id`,
    )
    .all(merchant, memberId, memberId);
}

export const promotionAnswer = (p: PromotionRow) => ({
  id: p.id,
  title: p.title,
  bonusRateBp: p.bonus_rate_bp,
  maxBonusMinor: p.max_bonus_minor,
  minDepositMinor: p.min_deposit_minor,
  turnoverMultiplier: p.turnover_multiplier,
});

const REFERENCE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A short code a player can read out and type into a bank's remark field: a letter and five of the unambiguous ones. */
export function newReference(db: Db, table: 'deposits' | 'withdrawals', merchant: string, prefix: 'D' | 'W', random: () => number = Math.random): string {
  for (;;) {
    let code = prefix;
    for (let i = 0; i < 5; i++) code += REFERENCE_LETTERS[Math.floor(random() * REFERENCE_LETTERS.length)];
    if (!db.prepare(`SELECT 1 FROM ${table} WHERE merchant = ? AND reference = ?`).get(merchant, code)) return code;
  }
}

/** Where an e-wallet payment returns the player: an absolute http(s) URL of at most 500 characters, else null. */
export function safeReturnUrl(raw: string): string | null {
  if (!raw || raw.length > 500) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url.toString().length <= 500 ? url.toString() : null;
  } catch {
    return null;
  }
}

export type DepositAsk = { channelId: number | null; amountMinor: number; promotionId: number | null; requestId: string; returnUrl: string | null };
type Depositor = { id: number; merchant: string };

/** Opens a deposit; answers the row. A repeated requestId is `request.duplicate` with the first deposit's id. */
export function createDeposit(db: Db, member: Depositor, ask: DepositAsk, now = Date.now()): DepositRow {
  return db
    .transaction(() => {
      const first = db.prepare<unknown[], number>('SELECT id FROM deposits WHERE member_id = ? AND request_id = ?').pluck().get(member.id, ask.requestId);
      if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
      const channel = ask.channelId === null ? undefined : merchantChannels(db, member.merchant).find((c) => c.id === ask.channelId);
      if (!channel) throw new Refusal('channel.not.found');
      if (ask.amountMinor < channel.min_minor) throw new Refusal('amount.below.min', { minMinor: channel.min_minor });
      if (ask.amountMinor > channel.max_minor) throw new Refusal('amount.above.max', { maxMinor: channel.max_minor });
      const fee = channelFee(channel, ask.amountMinor);
      if (fee >= ask.amountMinor) throw new Refusal('amount.below.min', { minMinor: channel.min_minor });
      if (ask.promotionId !== null) {
        const promo = openPromotions(db, member.merchant, member.id).find((p) => p.id === ask.promotionId);
        if (!promo || ask.amountMinor < promo.min_deposit_minor) throw new Refusal('promotion.not.eligible');
      }
      const ewallet = channel.type === 'EWALLET';
      if (ewallet && !ask.returnUrl) throw new Refusal('request_param_err', { field: 'returnUrl' });
      checkDeposit(db, member, ask.amountMinor, now);
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO deposits (merchant, member_id, channel_id, amount_minor, fee_minor, bonus_minor, promotion_id, status, reference, request_id, return_url, pay_token, created_at, updated_at, expires_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          member.merchant,
          member.id,
          channel.id,
          ask.amountMinor,
          fee,
          ask.promotionId,
          ewallet ? 'AWAITING_PAYMENT' : 'PENDING',
          newReference(db, 'deposits', member.merchant, 'D'),
          ask.requestId,
          ewallet ? ask.returnUrl : null,
          ewallet ? crypto.randomBytes(24).toString('base64url') : null,
          now,
          now,
          now + (ewallet ? EWALLET_PAY_MS : BANK_QUOTE_MS),
        );
      return depositById(db, Number(lastInsertRowid))!;
    })
    .immediate();
}

export function depositById(db: Db, id: number): DepositRow | undefined {
  return db.prepare<unknown[], DepositRow>('SELECT * FROM deposits WHERE id = ?').get(id);
}

export function channelOf(db: Db, deposit: DepositRow): ChannelRow {
  return oneRow(db.prepare<unknown[], ChannelRow>('SELECT * FROM deposit_channels WHERE id = ?').get(deposit.channel_id), "the deposit's channel");
}

/** What `createDeposit` answers. */
export function createdAnswer(db: Db, d: DepositRow, origin: string) {
  return {
    id: d.id,
    status: d.status,
    reference: d.reference,
    feeMinor: d.fee_minor,
    bankAccount: bankAccountOf(channelOf(db, d)),
    paymentUrl: d.pay_token ? `${origin}/pay/${d.pay_token}` : null,
    expiresAt: d.expires_at,
  };
}

/**
 * Credits a waiting deposit: amount in, fee out, bonus in (when its promotion still applies), as one
 * transaction; then the turnover it asks for, the bonus grant and the inbox message.
 */
export function creditDeposit(db: Db, id: number, now = Date.now()): DepositRow {
  return db
    .transaction(() => {
      const d = depositById(db, id);
      if (!d) throw new Refusal('deposit.not.found');
      if (d.status !== 'PENDING' && d.status !== 'AWAITING_PAYMENT') throw new Refusal('deposit.not.cancellable', { status: d.status });
      const { currency } = oneRow(
        db.prepare<unknown[], { currency: string }>('SELECT currency FROM members WHERE id = ?').get(d.member_id),
        "the depositor's currency",
      );
      const promo = d.promotion_id === null ? undefined : openPromotionForCredit(db, d);
      const bonus = promo ? Math.min(basisPoints(d.amount_minor, promo.bonus_rate_bp), promo.max_bonus_minor) : 0;
      const main = memberAccount(db, d.member_id, 'MAIN');
      const account = (kind: 'DEPOSITS' | 'FEES' | 'BONUS') => operatorAccount(db, d.merchant, currency, kind);
      const legs: Leg[] = [
        { account: main, amount: d.amount_minor, type: 'DEPOSIT' },
        { account: account('DEPOSITS'), amount: -d.amount_minor, type: 'DEPOSIT' },
        { account: main, amount: -d.fee_minor, type: 'FEE' },
        { account: account('FEES'), amount: d.fee_minor, type: 'FEE' },
        { account: account('BONUS'), amount: -bonus, type: 'BONUS' },
        { account: main, amount: bonus, type: 'BONUS' },
      ];
      const channel = channelOf(db, d);
      const transactionId = post(db, {
        merchant: d.merchant,
        kind: 'DEPOSIT',
        memberId: d.member_id,
        idempotencyKey: `deposit:${d.id}`,
        reference: d.reference,
        legs,
        at: now,
        meta: { note: channel.name, depositId: d.id, ...(promo ? { promotionId: promo.id } : {}) },
      });
      db.prepare("UPDATE deposits SET status = 'CREDITED', bonus_minor = ?, transaction_id = ?, updated_at = ? WHERE id = ?").run(
        bonus,
        transactionId,
        now,
        d.id,
      );
      addRequirement(db, {
        merchant: d.merchant,
        memberId: d.member_id,
        source: 'DEPOSIT',
        depositId: d.id,
        bonusGrantId: null,
        requiredMinor: d.amount_minor,
        at: now,
      });
      rewardReferrerForDeposit(db, { merchant: d.merchant, memberId: d.member_id, amountMinor: d.amount_minor, at: now });
      if (promo && bonus > 0) {
        const grant = Number(
          db
            .prepare(
              "INSERT INTO bonus_grants (merchant, member_id, promotion_id, deposit_id, name, amount_minor, status, granted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'ACTIVE', ?, ?)",
            )
            .run(d.merchant, d.member_id, promo.id, d.id, promo.title, bonus, now, now + promo.bonus_days * 86_400_000).lastInsertRowid,
        );
        addRequirement(db, {
          merchant: d.merchant,
          memberId: d.member_id,
          source: 'BONUS',
          depositId: d.id,
          bonusGrantId: grant,
          requiredMinor: (d.amount_minor + bonus) * promo.turnover_multiplier,
          at: now,
        });
      }
      sendMessage(db, {
        merchant: d.merchant,
        memberId: d.member_id,
        type: 'info_deposit_arrival',
        at: now,
        params: {
          depositId: d.id,
          reference: d.reference,
          amountMinor: d.amount_minor,
          feeMinor: d.fee_minor,
          bonusMinor: bonus,
          currency,
          channel: channel.name,
        },
      });
      return depositById(db, d.id)!;
    })
    .immediate();
}

/** The deposit's promotion if it may still pay: active, and not granted to the member meanwhile. */
function openPromotionForCredit(db: Db, d: DepositRow): PromotionRow | undefined {
  const promo = db.prepare<unknown[], PromotionRow>('SELECT * FROM deposit_promotions WHERE id = ? AND active = 1').get(d.promotion_id);
  if (!promo || d.amount_minor < promo.min_deposit_minor) return undefined;
  return db.prepare('SELECT 1 FROM bonus_grants WHERE promotion_id = ? AND member_id = ?').get(promo.id, d.member_id) ? undefined : promo;
}

/** The operator (or an expired payment page) fails a waiting deposit; the member is told. */
export function failDeposit(db: Db, id: number, reason: string, now = Date.now()): DepositRow {
  return db
    .transaction(() => {
      const d = depositById(db, id);
      if (!d) throw new Refusal('deposit.not.found');
      if (d.status !== 'PENDING' && d.status !== 'AWAITING_PAYMENT') throw new Refusal('deposit.not.cancellable', { status: d.status });
      db.prepare("UPDATE deposits SET status = 'FAILED', remark = ?, updated_at = ? WHERE id = ?").run(reason, now, d.id);
      const { currency } = cashierSettings(db, d.merchant);
      sendMessage(db, {
        merchant: d.merchant,
        memberId: d.member_id,
        type: 'info_deposit_failed',
        at: now,
        params: { depositId: d.id, reference: d.reference, amountMinor: d.amount_minor, currency, reason },
      });
      return depositById(db, d.id)!;
    })
    .immediate();
}

/** The player (or the payment page's Cancel) withdraws a deposit that has not been credited. */
export function cancelDeposit(db: Db, memberId: number, id: number | null, now = Date.now()): DepositRow {
  return db
    .transaction(() => {
      const d = id === null ? undefined : depositById(db, id);
      if (!d || d.member_id !== memberId) throw new Refusal('deposit.not.found');
      if (d.status !== 'PENDING' && d.status !== 'AWAITING_PAYMENT') throw new Refusal('deposit.not.cancellable', { status: d.status });
      db.prepare("UPDATE deposits SET status = 'CANCELLED', updated_at = ? WHERE id = ?").run(now, d.id);
      return depositById(db, d.id)!;
    })
    .immediate();
}

/** E-wallet payments not made in time fail (run whenever deposits are read). */
export function expireDeposits(db: Db, filter: { merchant: string; memberId?: number }, now = Date.now()) {
  const due = db
    .prepare<unknown[], number>(
      "SELECT id FROM deposits WHERE merchant = ? AND (? IS NULL OR member_id = ?) AND status = 'AWAITING_PAYMENT' AND expires_at <= ?",
    )
    .pluck()
    .all(filter.merchant, filter.memberId ?? null, filter.memberId ?? null, now);
  for (const id of due) failDeposit(db, id, 'Payment not completed in time', now);
}

export function depositPage(db: Db, memberId: number, status: DepositStatus | null, page: { pageNo: number; pageSize: number }) {
  const where = 'FROM deposits d JOIN deposit_channels c ON c.id = d.channel_id WHERE d.member_id = ? AND (? IS NULL OR d.status = ?)';
  const total = oneRow(db.prepare<unknown[], number>(`SELECT COUNT(*) ${where}`).pluck().get(memberId, status, status));
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        channelName: string;
        type: ChannelType;
        amount_minor: number;
        fee_minor: number;
        bonus_minor: number;
        status: DepositStatus;
        reference: string;
        created_at: number;
        updated_at: number;
        proof: number;
      }
    >(
      `SELECT d.id, c.name AS channelName, c.type, d.amount_minor, d.fee_minor, d.bonus_minor, d.status, d.reference, d.created_at, d.updated_at,
              EXISTS (SELECT 1 FROM proof_uploads p WHERE p.owner = 'DEPOSIT' AND p.owner_id = d.id) AS proof
         ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, status, status, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      channelName: r.channelName,
      type: r.type,
      amountMinor: r.amount_minor,
      feeMinor: r.fee_minor,
      bonusMinor: r.bonus_minor,
      status: r.status,
      reference: r.reference,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      proofUploaded: r.proof === 1,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}

export function depositByPayToken(db: Db, token: string): DepositRow | undefined {
  return db.prepare<unknown[], DepositRow>('SELECT * FROM deposits WHERE pay_token = ?').get(token);
}
