import { recordGameType } from './bet-records';
import { cashierSettings } from './cashier-settings';
import { newReference } from './deposits';
import { bulkWriter, memberAccount, operatorAccount, type EntryType } from './ledger';
import { CURRENCY_SYMBOLS } from './money';
import type { Db } from './db';
import { hashPassword } from './passwords';
import { monthWindow } from './ranking-period';
import { MERCHANTS } from './seed-data';
import { prng } from './seed-games';
import { CURRENCY_SCALE } from './seed-rewards-data';

/**
 * Regulars of each demo brand who deposit and play every month, so the deposit and valid-bet boards,
 * the winners list and the big-win leaderboard are full on a fresh database and stay full after the
 * brand's month rolls over. Real rows: credited deposits and settled bets, each posted to the ledger
 * like any other. A simulation of the reference platform only (a real platform has real players).
 */
const REGULARS = [
  'luckystar',
  'goldenfox',
  'minhtran',
  'kenji88',
  'mariaq',
  'josemari',
  'annalyn',
  'dragonking',
  'tigerluck',
  'huongpham',
  'somchai7',
  'yukihana',
  'reymart',
  'bellarose',
  'acehigh',
  'kingcobra',
  'nguyenvan',
  'linlin',
  'markjoseph',
  'jadeblossom',
  'rubyred',
  'silverwolf',
  'mightyoak',
  'sunnyday',
] as const;
/** Deposits in Aurora's pesos (minor units), scaled to each brand's currency like the other demo rewards. */
const DEPOSITS_PHP = [500_00, 1_000_00, 2_000_00, 3_000_00, 5_000_00, 8_000_00, 10_000_00, 20_000_00];
const STAKES_PHP = [20_00, 50_00, 100_00, 200_00, 500_00];
/** Most spins lose; now and then one pays big, which is what the leaderboard shows. */
const PAYOUTS = [0, 0, 0, 0, 0, 0.5, 1, 1.5, 2, 2, 3, 5, 10, 25, 50];
const HOUR = 3_600_000;

/** At start-up: every demo brand's regulars, with this month's activity. */
export function seedRankings(db: Db, now = Date.now()) {
  for (const m of MERCHANTS) keepRegularsPlaying(db, m.code, now);
}

/** The month each database's brands were last found filled in, so a board read costs a map look-up. */
const filledMonths = new WeakMap<Db, Map<string, { from: number; to: number }>>();

/**
 * Gives a brand's regulars this month's deposits and bets unless they have them: called before the
 * monthly boards are read, so a board is never empty because the month changed while the platform ran.
 * Once a month per brand (the marker is a credited deposit of the first regular inside the month); the
 * check and the writes share one immediate transaction, so two processes never fill a month twice.
 */
export function keepRegularsPlaying(db: Db, merchant: string, now = Date.now()) {
  let months = filledMonths.get(db);
  if (!months) filledMonths.set(db, (months = new Map()));
  const known = months.get(merchant);
  if (known && now >= known.from && now < known.to) return;
  const filled = db
    .transaction(() => {
      if (!db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(merchant)) return null;
      const settings = db.prepare('SELECT 1 FROM cashier_settings WHERE merchant = ?').get(merchant) ? cashierSettings(db, merchant) : null;
      if (!settings) return null;
      const window = monthWindow(settings.timeZone, now);
      const marked = db
        .prepare(
          `SELECT 1 FROM deposits d JOIN members m ON m.id = d.member_id
            WHERE d.merchant = ? AND m.username = ? AND d.status = 'CREDITED' AND d.updated_at >= ? AND d.updated_at < ? LIMIT 1`,
        )
        .get(merchant, REGULARS[0], window.from, window.to);
      if (marked) return window;
      const channel = db.prepare<unknown[], number>('SELECT id FROM deposit_channels WHERE merchant = ? ORDER BY sort LIMIT 1').pluck().get(merchant);
      const games = db
        .prepare<unknown[], { node_id: number; name_en: string; vendor_code: string; category: string }>(
          `SELECT g.node_id, g.name_en, g.vendor_code, v.category FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code JOIN games g ON g.vendor_code = v.code
            WHERE mv.merchant = ? AND v.category IN ('RNG', 'FISH', 'LIVE', 'PVP') AND g.sort < 4 ORDER BY g.node_id`,
        )
        .all(merchant);
      if (channel === undefined || !games.length) return window;
      seedMonth(db, { merchant, settings, channel, games, now, month: window.key, from: window.from });
      return window;
    })
    .immediate();
  if (filled) months.set(merchant, { from: filled.from, to: filled.to });
}

type MonthInput = {
  merchant: string;
  settings: ReturnType<typeof cashierSettings>;
  channel: number;
  now: number;
  /** The month's key (YYYY-MM) and its first instant in the brand's zone. */
  month: string;
  from: number;
  games: { node_id: number; name_en: string; vendor_code: string; category: string }[];
};

function seedMonth(db: Db, { merchant, settings, channel, games, now, month, from }: MonthInput) {
  const { currency, walletMode } = settings;
  const scale = CURRENCY_SCALE[currency] ?? ((x: number) => x);
  const rng = prng([...`${merchant}${month}`].reduce((h, c) => h * 31 + c.charCodeAt(0), 17) >>> 0);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  // Everything lands between the month's first instant and now (a minute back when the month allows),
  // so the boards are full whatever the day and nothing is dated in the future.
  const elapsed = now - from;
  const span = Math.max(1_000, elapsed - Math.min(60_000, Math.floor(elapsed / 2)));
  const at = () => from + Math.floor(rng() * span);
  const findMember = db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck();
  let hash: string | undefined;
  const insertMember = db.prepare(
    `INSERT INTO members (merchant, username, nickname, password_hash, type, vip_level, currency, currency_symbol, first_login, created_at)
     VALUES (?, ?, ?, ?, 0, 0, ?, ?, 0, ?)`,
  );
  const insertDeposit = db.prepare(
    `INSERT INTO deposits (merchant, member_id, channel_id, amount_minor, fee_minor, bonus_minor, status, reference, request_id, created_at, updated_at, transaction_id)
     VALUES (?, ?, ?, ?, 0, 0, 'CREDITED', ?, ?, ?, ?, ?)`,
  );
  const insertBet = db.prepare(
    `INSERT INTO bet_records (merchant, member_id, placed_at, settled_at, game_type, vendor, game_name, node_id, stake_minor, win_minor, valid_bet_minor, status, transaction_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SETTLED', ?)`,
  );
  const w = bulkWriter(db);
  const deposits = operatorAccount(db, merchant, currency, 'DEPOSITS');
  const house = operatorAccount(db, merchant, currency, 'GAMES');
  let seq = 0;
  const key = () => `seed-rankings:${merchant}:${month}:${++seq}`;
  REGULARS.forEach((username, n) => {
    const id =
      findMember.get(merchant, username) ??
      Number(
        insertMember.run(
          merchant,
          username,
          username,
          (hash ??= hashPassword(`Regular${merchant}`)),
          currency,
          CURRENCY_SYMBOLS[currency] ?? '',
          now - (40 + n) * 24 * HOUR,
        ).lastInsertRowid,
      );
    const main = memberAccount(db, id, 'MAIN');
    type Event = { t: number; deposit?: number; stake?: number };
    const events: Event[] = [];
    for (let i = 1 + Math.floor(rng() * 4); i > 0; i--) events.push({ t: at(), deposit: scale(pick(DEPOSITS_PHP)) });
    for (let i = 8 + Math.floor(rng() * 25); i > 0; i--) events.push({ t: at(), stake: scale(pick(STAKES_PHP)) });
    events.sort((a, b) => a.t - b.t);
    for (const e of events) {
      if (e.deposit) {
        const transactionId = w.post({
          merchant,
          kind: 'DEPOSIT',
          memberId: id,
          idempotencyKey: key(),
          at: e.t,
          meta: { note: 'Deposit' },
          legs: [
            { account: deposits, amount: -e.deposit, type: 'DEPOSIT' },
            { account: main, amount: e.deposit, type: 'DEPOSIT' },
          ],
        });
        insertDeposit.run(
          merchant,
          id,
          channel,
          e.deposit,
          newReference(db, 'deposits', merchant, 'D', rng),
          `seed-rank-${merchant}-${month}-${seq}`,
          e.t - 5 * 60_000,
          e.t,
          transactionId,
        );
        continue;
      }
      const game = pick(games);
      const stake = e.stake!;
      // Transfer-wallet brands play from the provider's wallet: the stake moves there first.
      const wallet = walletMode === 'TRANSFER' ? memberAccount(db, id, game.vendor_code) : main;
      if (wallet !== main && w.balance(wallet) < stake && w.balance(main) >= stake) {
        const amount = w.balance(main);
        w.post({
          merchant,
          kind: 'TRANSFER',
          memberId: id,
          idempotencyKey: key(),
          at: e.t - 1_000,
          meta: { note: `MAIN → ${game.vendor_code}` },
          legs: [
            { account: main, amount: -amount, type: 'TRANSFER' },
            { account: wallet, amount, type: 'TRANSFER' },
          ],
        });
      }
      if (w.balance(wallet) < stake) continue;
      const type = recordGameType(game.category) as EntryType;
      const win = Math.round(stake * pick(PAYOUTS));
      const transactionId = w.post({
        merchant,
        kind: 'GAME',
        memberId: id,
        idempotencyKey: key(),
        at: e.t,
        meta: { note: `${game.vendor_code} · ${game.name_en}` },
        legs: [
          { account: wallet, amount: -stake, type },
          { account: house, amount: stake, type },
          { account: wallet, amount: win, type },
          { account: house, amount: -win, type },
        ],
      });
      insertBet.run(merchant, id, e.t, e.t, type, game.vendor_code, game.name_en, game.node_id, stake, win, stake, transactionId);
    }
  });
  w.flush();
}
