import crypto from 'node:crypto';
import { recordGameType, type RecordGameType } from './bet-records';
import type { CashierSettings } from './cashier-settings';
import { newReference, type ChannelRow } from './deposits';
import { sendMessage, type MessageType } from './inbox';
import { basisPoints } from './money';
import { bulkWriter, memberAccount, operatorAccount, type EntryType } from './ledger';
import type { Db } from './db';
import type { HistoryPlan, PromotionSeed } from './seed-cashier-data';
import { prng } from './seed-games';
import { accountLabel, type WithdrawAccountRow } from './withdraw-accounts';

/**
 * A seeded member's past: deposits, withdrawals and bets over `plan.days`, generated from the plan's
 * seed (the same every time, relative to now) and written through the ledger, ending exactly at the
 * member's demo balance.
 *
 * How the end balance comes out exact: the history is first played with no opening balance, allowing
 * MAIN below zero; the opening balance is then the deepest dip (so every balance is >= 0), and the last
 * withdrawal takes away whatever is above the balance the recent bets need to end at the target. Bets in
 * vendor wallets stay affordable by construction (each session brings its stakes in first).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Game = { vendor: string; type: RecordGameType; name: string; nodeId: number };
type Bet = { t: number; game: Game; stake: number; win: number; status: 'SETTLED' | 'OPEN' | 'CANCELLED'; wallet: string };
type DepositEvent = {
  t: number;
  status: 'CREDITED' | 'FAILED' | 'CANCELLED' | 'PENDING' | 'AWAITING_PAYMENT';
  channel: ChannelRow;
  amount: number;
  fee: number;
  settledAt: number;
  promotion: PromotionSeed | null;
};
type WithdrawEvent = {
  t: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'PAID' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';
  amount: number;
  account: WithdrawAccountRow;
  approvedAt: number | null;
  rejectedAt: number | null;
  paidAt: number | null;
  confirmedAt: number | null;
};
type Event =
  | { t: number; kind: 'deposit'; d: DepositEvent }
  | { t: number; kind: 'withdraw-open' | 'withdraw-return' | 'withdraw-paid' | 'withdraw-approved' | 'withdraw-confirmed'; w: WithdrawEvent }
  | { t: number; kind: 'bet'; b: Bet }
  | { t: number; kind: 'session-in'; vendor: string; amount: number }
  | { t: number; kind: 'session-out'; vendor: string };

export type HistoryMember = { id: number; merchant: string; currency: string };
export type HistoryInputs = {
  plan: HistoryPlan;
  member: HistoryMember;
  settings: CashierSettings;
  targetMinor: number;
  now: number;
  mainDomain: string;
  channels: ChannelRow[];
  promotions: PromotionSeed[];
  accounts: WithdrawAccountRow[];
  games: Map<string, Game[]>;
};

/** The catalogue's first games of each vendor, as the history's bets name them. */
export function gamesOf(db: Db, vendors: string[]): Map<string, Game[]> {
  const stmt = db.prepare<unknown[], { node_id: number; name_en: string; category: string }>(
    'SELECT g.node_id, g.name_en, v.category FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.vendor_code = ? ORDER BY g.sort LIMIT 8',
  );
  return new Map(
    vendors.map((vendor) => [
      vendor,
      stmt.all(vendor).map((g) => ({
        vendor,
        type: recordGameType(g.category),
        name: g.name_en,
        nodeId: g.node_id,
      })),
    ]),
  );
}

const WIN_MULTIPLIERS = [1.2, 1.5, 2, 2, 2, 2.5, 3, 2];

export function seedHistory(db: Db, input: HistoryInputs) {
  const { plan, member, settings, now } = input;
  const rng = prng(plan.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  const between = (a: number, b: number) => Math.floor(a + rng() * (b - a));
  const transferWallets = settings.walletMode === 'TRANSFER';
  if (transferWallets && plan.recentBets) throw new Error(`history of ${plan.username}: recent bets are for single-wallet brands`);
  const start = now - plan.days * DAY;
  const balancingAt = now - 2 * DAY;
  const mainEnd = balancingAt - 2 * HOUR;
  const events: Event[] = [];
  let seq = 0;

  // Deposits: credited ones spread over the history, the waiting ones recent.
  const deposits: DepositEvent[] = [];
  const byType = (types: string[]) => input.channels.filter((c) => types.includes(c.type));
  for (const [status, count] of Object.entries(plan.deposits) as [DepositEvent['status'], number][]) {
    for (let i = 0; i < count; i++) {
      const channel = pick(status === 'AWAITING_PAYMENT' ? byType(['EWALLET']) : status === 'PENDING' ? byType(['BANK', 'QR']) : input.channels);
      const amount = Math.min(channel.max_minor, Math.max(channel.min_minor, pick(plan.depositAmountsMinor)));
      const t =
        status === 'AWAITING_PAYMENT' ? now - 5 * 60_000 : status === 'PENDING' ? now - between(2 * HOUR, 30 * HOUR) : between(start + DAY, mainEnd - DAY);
      const fee = basisPoints(amount, channel.fee_rate_bp) + channel.fee_fixed_minor;
      deposits.push({ t, status, channel, amount, fee, settledAt: t + between(2 * 60_000, 40 * 60_000), promotion: null });
    }
  }
  deposits.sort((a, b) => a.t - b.t);
  const credited = deposits.filter((d) => d.status === 'CREDITED');
  for (const bonus of plan.bonuses) {
    const d = credited[bonus.creditedIndex];
    const promotion = input.promotions.find((p) => p.id === bonus.promotionId);
    if (!d || !promotion) throw new Error(`history of ${plan.username}: no credited deposit ${bonus.creditedIndex} or promotion ${bonus.promotionId}`);
    d.amount = Math.max(d.amount, promotion.minDepositMinor);
    d.fee = basisPoints(d.amount, d.channel.fee_rate_bp) + d.channel.fee_fixed_minor;
    d.promotion = promotion;
  }
  for (const d of deposits) events.push({ t: d.status === 'CREDITED' ? d.settledAt : d.t, kind: 'deposit', d });

  // Withdrawals: the settled ones over the history, the ones still moving in the last days.
  const confirmMs = settings.confirmMinutes * 60_000;
  for (const [status, count] of Object.entries(plan.withdrawals) as [WithdrawEvent['status'], number][]) {
    for (let i = 0; i < count; i++) {
      const t =
        status === 'PENDING'
          ? balancingAt - 12 * HOUR
          : status === 'APPROVED'
            ? balancingAt - 20 * HOUR
            : status === 'PAID'
              ? balancingAt - 30 * HOUR
              : between(start + 2 * DAY, mainEnd - 3 * DAY);
      const approvedAt = status === 'PENDING' ? null : t + HOUR;
      const rejectedAt = status === 'REJECTED' ? t + 2 * HOUR : null;
      const paidAt = status === 'PAID' ? now - 5 * 60_000 : ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED'].includes(status) ? t + 3 * HOUR : null;
      const confirmedAt = paidAt === null || status === 'PAID' ? null : status === 'AUTO_CONFIRMED' ? paidAt + confirmMs : paidAt + 10 * 60_000;
      const w: WithdrawEvent = {
        t,
        status,
        amount: pick(plan.withdrawAmountsMinor),
        account: pick(input.accounts),
        approvedAt: status === 'REJECTED' ? null : approvedAt,
        rejectedAt,
        paidAt,
        confirmedAt,
      };
      events.push({ t, kind: 'withdraw-open', w });
      if (w.approvedAt !== null) events.push({ t: w.approvedAt, kind: 'withdraw-approved', w });
      if (rejectedAt !== null) events.push({ t: rejectedAt, kind: 'withdraw-return', w });
      if (paidAt !== null) events.push({ t: paidAt, kind: 'withdraw-paid', w });
      if (w.confirmedAt !== null) events.push({ t: w.confirmedAt, kind: 'withdraw-confirmed', w });
    }
  }

  // Bets: one vendor each on a single wallet; in sessions on a vendor wallet, each bringing its stakes in first.
  const games = (vendor: string) => input.games.get(vendor) ?? [];
  const vendors = plan.vendors.filter((v) => games(v).length);
  const betTimes = Array.from({ length: plan.bets }, () => between(start + DAY, mainEnd)).sort((a, b) => a - b);
  const newBet = (t: number, vendor: string, stake: number): Bet => {
    const game = pick(games(vendor));
    const roll = rng();
    const status = roll < 0.01 ? 'CANCELLED' : game.type === 'SPORTS' && t > mainEnd - 3 * DAY ? 'OPEN' : 'SETTLED';
    const win = status === 'SETTLED' && rng() < 0.45 ? Math.round(stake * pick(WIN_MULTIPLIERS)) : 0;
    return { t, game, stake, win, status, wallet: transferWallets ? vendor : 'MAIN' };
  };
  for (let i = 0; i < betTimes.length;) {
    if (!transferWallets) {
      const b = newBet(betTimes[i]!, pick(vendors), pick(plan.stakesMinor));
      events.push({ t: b.t, kind: 'bet', b });
      i++;
      continue;
    }
    const vendor = pick(vendors);
    const session = betTimes.slice(i, i + between(5, 16)).map((t) => newBet(t, vendor, pick(plan.stakesMinor)));
    i += session.length;
    // At the times of its first and last bet: the sort is stable, so a session never overlaps the next one.
    events.push({ t: session[0]!.t, kind: 'session-in', vendor, amount: session.reduce((sum, b) => sum + (b.status === 'CANCELLED' ? 0 : b.stake), 0) });
    for (const b of session) events.push({ t: b.t, kind: 'bet', b });
    events.push({ t: session[session.length - 1]!.t, kind: 'session-out', vendor });
  }
  events.sort((a, b) => a.t - b.t);

  // First play: MAIN from zero, to learn the deepest dip and where it ends.
  let main = 0;
  let lowest = 0;
  const vendorHeld = new Map<string, number>();
  const moveMain = (amount: number) => {
    main += amount;
    lowest = Math.min(lowest, main);
  };
  for (const e of events) {
    if (e.kind === 'deposit' && e.d.status === 'CREDITED') {
      moveMain(e.d.amount);
      moveMain(-e.d.fee);
      moveMain(bonusOf(e.d));
    } else if (e.kind === 'withdraw-open') moveMain(-e.w.amount);
    else if (e.kind === 'withdraw-return') moveMain(e.w.amount);
    else if (e.kind === 'session-in') {
      moveMain(-e.amount);
      vendorHeld.set(e.vendor, (vendorHeld.get(e.vendor) ?? 0) + e.amount);
    } else if (e.kind === 'session-out') {
      moveMain(vendorHeld.get(e.vendor) ?? 0);
      vendorHeld.set(e.vendor, 0);
    } else if (e.kind === 'bet' && e.b.status !== 'CANCELLED') {
      if (e.b.wallet === 'MAIN') {
        moveMain(-e.b.stake);
        moveMain(e.b.win);
      } else vendorHeld.set(e.b.wallet, (vendorHeld.get(e.b.wallet) ?? 0) - e.b.stake + e.b.win);
    }
  }

  // The recent bets, played backwards from the target: a win the balance before it could not have had is a loss.
  const recent: Bet[] = [];
  for (let i = 0; i < plan.recentBets; i++) recent.push(newBet(between(balancingAt + HOUR, now - 30 * 60_000), pick(vendors), plan.stakesMinor[0]!));
  recent.sort((a, b) => a.t - b.t);
  let after = input.targetMinor;
  for (let i = recent.length - 1; i >= 0; i--) {
    const b = recent[i]!;
    if (b.status === 'CANCELLED') continue;
    if (b.win > after) b.win = 0;
    after = after - b.win + b.stake;
  }
  const afterBalancing = after;
  let opening = -lowest;
  let balancing = main + opening - afterBalancing;
  if (balancing < settings.withdrawMinMinor) {
    opening += settings.withdrawMinMinor - balancing;
    balancing = settings.withdrawMinMinor;
  }
  const pieces = Math.ceil(balancing / settings.withdrawMaxMinor);
  for (let i = 0; i < pieces; i++) {
    const amount = Math.floor(balancing / pieces) + (i === 0 ? balancing % pieces : 0);
    const t = balancingAt + i * 60_000;
    const w: WithdrawEvent = {
      t,
      status: 'RECEIVED',
      amount,
      account: input.accounts[0]!,
      approvedAt: t + 10 * 60_000,
      rejectedAt: null,
      paidAt: t + 40 * 60_000,
      confirmedAt: t + 50 * 60_000,
    };
    events.push(
      { t, kind: 'withdraw-open', w },
      { t: t + 10 * 60_000, kind: 'withdraw-approved', w },
      { t: t + 40 * 60_000, kind: 'withdraw-paid', w },
      { t: t + 50 * 60_000, kind: 'withdraw-confirmed', w },
    );
  }
  for (const b of recent) events.push({ t: b.t, kind: 'bet', b });
  events.sort((a, b) => a.t - b.t);

  // Second play, for real: through the ledger, with the records, turnover and inbox around it.
  const w = bulkWriter(db);
  const { id: memberId, merchant, currency } = member;
  const mainAccount = memberAccount(db, memberId, 'MAIN');
  const op = (kind: Parameters<typeof operatorAccount>[3]) => operatorAccount(db, merchant, currency, kind);
  const [house, depositsClearing, fees, bonuses, hold, paidOut] = [
    op('GAMES'),
    op('DEPOSITS'),
    op('FEES'),
    op('BONUS'),
    op('WITHDRAW_HOLD'),
    op('WITHDRAWALS'),
  ];
  const wallets = new Map<string, number>([['MAIN', mainAccount]]);
  const walletAccount = (wallet: string) => {
    let id = wallets.get(wallet);
    if (id === undefined) wallets.set(wallet, (id = memberAccount(db, memberId, wallet)));
    return id;
  };
  const key = () => `seed:${memberId}:${++seq}`;
  const readAt = (t: number) => (t < now - 7 * DAY ? t + HOUR : null);
  const message = (type: MessageType, t: number, params: Record<string, unknown>) =>
    sendMessage(db, { merchant, memberId, type, at: t, readAt: readAt(t), params: { ...params, currency } });

  if (opening > 0) {
    w.post({
      merchant,
      kind: 'OPENING',
      memberId,
      idempotencyKey: key(),
      at: start - HOUR,
      meta: { note: 'Opening balance' },
      legs: [
        { account: op('OPENING'), amount: -opening, type: 'ADJUST' },
        { account: mainAccount, amount: opening, type: 'ADJUST' },
      ],
    });
  }

  const turnover: { id: number; required: number; done: number; grant: number | null; expiresAt: number | null; closedAt: number | null }[] = [];
  const requirement = db.prepare(
    'INSERT INTO turnover_requirements (merchant, member_id, source, deposit_id, bonus_grant_id, required_minor, done_minor, created_at, closed_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, NULL)',
  );
  const countBet = (valid: number, t: number) => {
    let left = valid;
    for (const r of turnover) {
      if (r.closedAt !== null) continue;
      if (r.expiresAt !== null && r.expiresAt <= t) {
        r.closedAt = r.expiresAt;
        continue;
      }
      if (left <= 0) break;
      const take = Math.min(left, r.required - r.done);
      r.done += take;
      left -= take;
      if (r.done >= r.required) r.closedAt = t;
    }
  };
  const insertDeposit = db.prepare(
    `INSERT INTO deposits (merchant, member_id, channel_id, amount_minor, fee_minor, bonus_minor, promotion_id, status, reference, request_id, return_url, pay_token, remark, created_at, updated_at, expires_at, transaction_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (merchant, member_id, account_id, account_label, amount_minor, status, reference, request_id, created_at, updated_at, paid_at, confirm_by, received_minor, remark)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBet = db.prepare(
    `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const withdrawIds = new Map<WithdrawEvent, { id: number; reference: string }>();
  let requests = 0;

  for (const e of events) {
    if (e.kind === 'deposit') {
      const d = e.d;
      const reference = newReference(db, 'deposits', merchant, 'D', rng);
      const ewalletOpen = d.status === 'AWAITING_PAYMENT';
      let transactionId: number | null = null;
      const bonus = bonusOf(d);
      if (d.status === 'CREDITED') {
        transactionId = w.post({
          merchant,
          kind: 'DEPOSIT',
          memberId,
          idempotencyKey: key(),
          reference,
          at: d.settledAt,
          meta: { note: d.channel.name },
          legs: [
            { account: mainAccount, amount: d.amount, type: 'DEPOSIT' },
            { account: depositsClearing, amount: -d.amount, type: 'DEPOSIT' },
            { account: mainAccount, amount: -d.fee, type: 'FEE' },
            { account: fees, amount: d.fee, type: 'FEE' },
            { account: bonuses, amount: -bonus, type: 'BONUS' },
            { account: mainAccount, amount: bonus, type: 'BONUS' },
          ],
        });
      }
      const id = Number(
        insertDeposit.run(
          merchant,
          memberId,
          d.channel.id,
          d.amount,
          d.fee,
          bonus,
          d.promotion?.id ?? null,
          d.status,
          reference,
          `seed-${String(++requests).padStart(6, '0')}`,
          ewalletOpen ? `http://${input.mainDomain}/` : null,
          ewalletOpen ? crypto.randomBytes(24).toString('base64url') : null,
          d.status === 'FAILED' ? 'Transfer not found' : null,
          d.t,
          d.status === 'PENDING' || ewalletOpen ? d.t : d.settledAt,
          d.t + (d.channel.type === 'EWALLET' ? 30 * 60_000 : HOUR),
          transactionId,
        ).lastInsertRowid,
      );
      if (d.status === 'CREDITED') {
        turnover.push({
          id: Number(requirement.run(merchant, memberId, 'DEPOSIT', id, null, d.amount, d.settledAt).lastInsertRowid),
          required: d.amount,
          done: 0,
          grant: null,
          expiresAt: null,
          closedAt: null,
        });
        if (d.promotion && bonus > 0) {
          const expiresAt = d.settledAt + 30 * DAY;
          const grant = Number(
            db
              .prepare(
                "INSERT INTO bonus_grants (merchant, member_id, promotion_id, deposit_id, name, amount_minor, status, granted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'ACTIVE', ?, ?)",
              )
              .run(merchant, memberId, d.promotion.id, id, d.promotion.title, bonus, d.settledAt, expiresAt).lastInsertRowid,
          );
          const required = (d.amount + bonus) * d.promotion.turnoverMultiplier;
          turnover.push({
            id: Number(requirement.run(merchant, memberId, 'BONUS', id, grant, required, d.settledAt).lastInsertRowid),
            required,
            done: 0,
            grant,
            expiresAt,
            closedAt: null,
          });
        }
        message('info_deposit_arrival', d.settledAt, {
          depositId: id,
          reference,
          amountMinor: d.amount,
          feeMinor: d.fee,
          bonusMinor: bonus,
          channel: d.channel.name,
        });
      } else if (d.status === 'FAILED') {
        message('info_deposit_failed', d.settledAt, { depositId: id, reference, amountMinor: d.amount, reason: 'Transfer not found' });
      }
    } else if (e.kind === 'withdraw-open') {
      const x = e.w;
      const reference = newReference(db, 'withdrawals', merchant, 'W', rng);
      const label = accountLabel(x.account);
      w.post({
        merchant,
        kind: 'WITHDRAW',
        memberId,
        idempotencyKey: key(),
        reference,
        at: x.t,
        meta: { note: label },
        legs: [
          { account: mainAccount, amount: -x.amount, type: 'WITHDRAW' },
          { account: hold, amount: x.amount, type: 'WITHDRAW' },
        ],
      });
      const received =
        x.status === 'RECEIVED' || x.status === 'AUTO_CONFIRMED'
          ? x.amount
          : x.status === 'PARTIAL'
            ? Math.floor(x.amount / 2)
            : x.status === 'NOT_RECEIVED'
              ? 0
              : null;
      const updated = Math.max(x.t, x.approvedAt ?? 0, x.rejectedAt ?? 0, x.paidAt ?? 0, x.confirmedAt ?? 0);
      const id = Number(
        insertWithdrawal.run(
          merchant,
          memberId,
          x.account.id,
          label,
          x.amount,
          x.status,
          reference,
          `seed-${String(++requests).padStart(6, '0')}`,
          x.t,
          updated,
          x.paidAt,
          x.paidAt === null ? null : x.paidAt + confirmMs,
          received,
          x.status === 'REJECTED' ? 'Account name does not match' : null,
        ).lastInsertRowid,
      );
      withdrawIds.set(x, { id, reference });
    } else if (e.kind === 'withdraw-approved') {
      const { id, reference } = withdrawIds.get(e.w)!;
      message('info_withdraw_approve', e.t, { withdrawalId: id, reference, amountMinor: e.w.amount, account: accountLabel(e.w.account) });
    } else if (e.kind === 'withdraw-return') {
      const { id, reference } = withdrawIds.get(e.w)!;
      w.post({
        merchant,
        kind: 'WITHDRAW_RETURN',
        memberId,
        idempotencyKey: key(),
        reference,
        at: e.t,
        meta: { note: 'Account name does not match' },
        legs: [
          { account: hold, amount: -e.w.amount, type: 'WITHDRAW_RETURN' },
          { account: mainAccount, amount: e.w.amount, type: 'WITHDRAW_RETURN' },
        ],
      });
      message('info_withdraw_reject', e.t, {
        withdrawalId: id,
        reference,
        amountMinor: e.w.amount,
        account: accountLabel(e.w.account),
        reason: 'Account name does not match',
      });
    } else if (e.kind === 'withdraw-paid') {
      const { id, reference } = withdrawIds.get(e.w)!;
      w.post({
        merchant,
        kind: 'WITHDRAW_PAID',
        memberId,
        idempotencyKey: key(),
        reference,
        at: e.t,
        meta: { note: accountLabel(e.w.account) },
        legs: [
          { account: hold, amount: -e.w.amount, type: 'WITHDRAW' },
          { account: paidOut, amount: e.w.amount, type: 'WITHDRAW' },
        ],
      });
      message('info_withdraw_paid', e.t, {
        withdrawalId: id,
        reference,
        amountMinor: e.w.amount,
        account: accountLabel(e.w.account),
        confirmBy: e.t + confirmMs,
      });
    } else if (e.kind === 'withdraw-confirmed') {
      if (e.w.status === 'AUTO_CONFIRMED') {
        const { id, reference } = withdrawIds.get(e.w)!;
        message('info_withdraw_auto_confirm', e.t, { withdrawalId: id, reference, amountMinor: e.w.amount, account: accountLabel(e.w.account) });
      }
    } else if (e.kind === 'session-in' || e.kind === 'session-out') {
      const vendorAccount = walletAccount(e.vendor);
      const amount = e.kind === 'session-in' ? e.amount : w.balance(vendorAccount);
      const [from, to] = e.kind === 'session-in' ? [mainAccount, vendorAccount] : [vendorAccount, mainAccount];
      if (amount > 0) {
        w.post({
          merchant,
          kind: 'TRANSFER',
          memberId,
          idempotencyKey: key(),
          at: e.t,
          meta: { note: e.kind === 'session-in' ? `MAIN → ${e.vendor}` : `${e.vendor} → MAIN` },
          legs: [
            { account: from, amount: -amount, type: 'TRANSFER' },
            { account: to, amount, type: 'TRANSFER' },
          ],
        });
      }
    } else if (e.kind === 'bet') {
      const b = e.b;
      const settledAt = b.status === 'SETTLED' ? b.t + 60_000 : null;
      let transactionId: number | null = null;
      if (b.status !== 'CANCELLED') {
        const account = walletAccount(b.wallet);
        const type: EntryType = b.game.type;
        transactionId = w.post({
          merchant,
          kind: 'GAME',
          memberId,
          idempotencyKey: key(),
          at: b.t,
          meta: { note: `${b.game.vendor} · ${b.game.name}` },
          legs: [
            { account, amount: -b.stake, type },
            { account: house, amount: b.stake, type },
            { account, amount: b.win, type },
            { account: house, amount: -b.win, type },
          ],
        });
      }
      const valid = b.status === 'SETTLED' ? b.stake : 0;
      insertBet.run(merchant, memberId, b.t, settledAt, b.game.type, b.game.vendor, b.game.name, b.game.nodeId, b.stake, b.win, valid, b.status, transactionId);
      if (valid) countBet(valid, settledAt!);
    }
  }

  if (plan.leaveInVendor) {
    const { vendor, amountMinor } = plan.leaveInVendor;
    w.post({
      merchant,
      kind: 'TRANSFER',
      memberId,
      idempotencyKey: key(),
      at: balancingAt + 3 * HOUR,
      meta: { note: `MAIN → ${vendor}` },
      legs: [
        { account: mainAccount, amount: -amountMinor, type: 'TRANSFER' },
        { account: walletAccount(vendor), amount: amountMinor, type: 'TRANSFER' },
      ],
    });
  }
  w.flush();

  const closeRequirement = db.prepare('UPDATE turnover_requirements SET done_minor = ?, closed_at = ? WHERE id = ?');
  for (const r of turnover) {
    if (r.closedAt === null && r.expiresAt !== null && r.expiresAt <= now) r.closedAt = r.expiresAt;
    closeRequirement.run(r.done, r.closedAt, r.id);
    if (r.grant !== null)
      db.prepare('UPDATE bonus_grants SET status = ? WHERE id = ?').run(
        r.done >= r.required ? 'COMPLETED' : r.closedAt !== null ? 'EXPIRED' : 'ACTIVE',
        r.grant,
      );
  }
  const open = turnover.filter((r) => r.closedAt === null).length;
  if (open) throw new Error(`history of ${plan.username} leaves ${open} turnover requirements open; give it more bets`);
  const total = [...wallets.values()].reduce((sum, account) => sum + w.balance(account), 0);
  if (total !== input.targetMinor) throw new Error(`history of ${plan.username} ends at ${total}, not ${input.targetMinor}`);
}

const bonusOf = (d: DepositEvent) => (d.promotion ? Math.min(basisPoints(d.amount, d.promotion.bonusRateBp), d.promotion.maxBonusMinor) : 0);
