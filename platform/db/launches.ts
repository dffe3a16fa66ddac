import crypto from 'node:crypto';
import { recordBet, recordGameType } from './bet-records';
import { cashierSettings } from './cashier-settings';
import { betCents, spinOutcome, type SlotSymbol } from './demo-slot';
import { balanceOf, memberAccount, operatorAccount, post } from './ledger';
import { toDecimal, unitsToMinor } from './money';
import type { Db } from './db';
import { stakeRefusal } from './responsible-gambling';
import { moveTrialMoney, trialWallet } from './trial-wallets';
import { activeMaintenance, type MaintenanceWindow } from './vendor-maintenance';
import { gameWallet } from './wallets';

/** Launch tokens of the demo game page and the rounds played on it. */

/** A round counts as open for this long after a spin: a second launch meanwhile is refused (#734). */
export const OPEN_ROUND_MS = 3_000;

export function issueLaunchToken(
  db: Db,
  launch: { sessionToken: string; memberId: number; nodeId: number; title: string | null; language: string; realMoney: boolean; roomId?: number | null },
): string {
  const token = crypto.randomBytes(24).toString('base64url');
  db.transaction(() => {
    // One window per game: a newer launch retires the older token of the same game.
    db.prepare('UPDATE launch_tokens SET revoked = 1 WHERE member_id = ? AND node_id = ? AND revoked = 0').run(launch.memberId, launch.nodeId);
    db.prepare(
      `INSERT INTO launch_tokens (token, session_token, member_id, node_id, title, language, real_money, play_cents, room_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      token,
      launch.sessionToken,
      launch.memberId,
      launch.nodeId,
      launch.title,
      launch.language,
      launch.realMoney ? 1 : 0,
      0,
      launch.roomId ?? null,
      Date.now(),
    );
  })();
  return token;
}

export type LaunchSession = {
  token: string;
  member_id: number;
  node_id: number;
  title: string | null;
  language: string;
  real_money: 0 | 1;
  play_cents: number;
  spins: number;
  opened_at: number | null;
  merchant: string;
  nickname: string | null;
  username: string;
  currency: string;
  currency_symbol: string;
  min_bet: number;
  name_en: string;
  game_type: string;
  vendor_code: string;
  vendor_name: string;
};

/** The token's game and member while the member's session lives and no newer launch replaced it. */
export function liveLaunch(db: Db, token: string): LaunchSession | undefined {
  return db
    .prepare<unknown[], LaunchSession>(
      `SELECT t.token, t.member_id, t.node_id, t.title, t.language, t.real_money, t.play_cents, t.spins, t.opened_at,
              m.merchant, m.nickname, m.username, m.currency, m.currency_symbol,
              g.min_bet, g.name_en, g.game_type, g.vendor_code, v.display_name AS vendor_name
         FROM launch_tokens t
         JOIN sessions s ON s.token = t.session_token AND s.expires_at > ?
         JOIN members m ON m.id = t.member_id
         JOIN games g ON g.node_id = t.node_id
         JOIN vendors v ON v.code = g.vendor_code
        WHERE t.token = ? AND t.revoked = 0`,
    )
    .get(Date.now(), token);
}

/** The page opens once per token; false when it was opened before. */
export function markOpened(db: Db, token: string): boolean {
  return db.prepare('UPDATE launch_tokens SET opened_at = ? WHERE token = ? AND opened_at IS NULL').run(Date.now(), token).changes === 1;
}

export function hasOpenRound(db: Db, memberId: number, nodeId: number): boolean {
  return Boolean(
    db.prepare('SELECT 1 FROM game_rounds WHERE member_id = ? AND node_id = ? AND created_at > ? LIMIT 1').get(memberId, nodeId, Date.now() - OPEN_ROUND_MS),
  );
}

export type SpinResult = {
  balance: number;
  win: number;
  bet: number;
  symbols: SlotSymbol[];
  multiplier: number;
  spin: number;
  currency: string;
  currencySymbol: string;
  freePlay: boolean;
};
export type SpinRefusal = {
  status: number;
  errorCode: 'launch.token.invalid' | 'vendor.maintenance' | 'insufficient.balance' | 'rg.loss.limit' | 'rg.wager.limit';
  maintenance?: MaintenanceWindow;
};

/** The wallet a real-money round of this launch plays from: MAIN, or the vendor's on transfer-wallet brands. */
export function launchWallet(db: Db, s: LaunchSession): { account: number; balance: number } {
  const account = memberAccount(db, s.member_id, gameWallet(cashierSettings(db, s.merchant), s.vendor_code));
  return { account, balance: balanceOf(db, account) };
}

/**
 * One spin in one write: the stake and the win are one ledger transaction (keyed by token and spin
 * number, so a replayed spin cannot pay twice), with its bet record and round, so the wallet the site
 * reads is never half-way. The outcome is seeded by token and spin number. Free-play rounds (accountType 0,
 * the trial launch) play from the member's trial wallet and never touch the ledger or the bet records.
 */
export function playSpin(db: Db, token: string): SpinResult | SpinRefusal {
  return db
    .transaction((): SpinResult | SpinRefusal => {
      const s = liveLaunch(db, token);
      if (!s) return { status: 410, errorCode: 'launch.token.invalid' };
      const maintenance = activeMaintenance(db, s.merchant, s.vendor_code);
      if (maintenance) return { status: 400, errorCode: 'vendor.maintenance', maintenance };
      const outcome = spinOutcome(s.token, s.spins);
      const now = Date.now();
      const spin = s.spins + 1;
      if (!s.real_money) {
        const bet = unitsToMinor(betCents(s.min_bet) / 100, s.currency);
        const before = trialWallet(db, { id: s.member_id, currency: s.currency }).balanceMinor;
        if (before < bet) return { status: 400, errorCode: 'insufficient.balance' };
        const win = Math.round(bet * outcome.multiplier);
        moveTrialMoney(db, s.member_id, win - bet);
        const balance = before - bet + win;
        db.prepare('UPDATE launch_tokens SET spins = spins + 1 WHERE token = ?').run(s.token);
        db.prepare(
          'INSERT INTO game_rounds (member_id, node_id, launch_token, real_money, bet_cents, win_cents, balance_after_cents, created_at) VALUES (?, ?, ?, 0, ?, ?, ?, ?)',
        ).run(s.member_id, s.node_id, s.token, bet, win, balance, now);
        return {
          balance: toDecimal(balance, s.currency),
          win: toDecimal(win, s.currency),
          bet: toDecimal(bet, s.currency),
          symbols: outcome.symbols,
          multiplier: outcome.multiplier,
          spin,
          currency: s.currency,
          currencySymbol: s.currency_symbol,
          freePlay: true,
        };
      }
      const wallet = launchWallet(db, s);
      const bet = unitsToMinor(betCents(s.min_bet) / 100, s.currency);
      if (wallet.balance < bet) return { status: 400, errorCode: 'insufficient.balance' };
      const limited = stakeRefusal(db, { id: s.member_id, merchant: s.merchant }, bet, now);
      if (limited) return { status: 400, errorCode: limited };
      const win = Math.round(bet * outcome.multiplier);
      const type = recordGameType(s.game_type);
      const house = operatorAccount(db, s.merchant, s.currency, 'GAMES');
      const gameName = s.title ?? s.name_en;
      const transactionId = post(db, {
        merchant: s.merchant,
        kind: 'GAME',
        memberId: s.member_id,
        idempotencyKey: `spin:${s.token}:${spin}`,
        at: now,
        legs: [
          { account: wallet.account, amount: -bet, type },
          { account: house, amount: bet, type },
          { account: wallet.account, amount: win, type },
          { account: house, amount: -win, type },
        ],
        meta: { note: `${s.vendor_name} · ${gameName}`, nodeId: s.node_id, spin },
      });
      const balance = wallet.balance - bet + win;
      recordBet(db, {
        merchant: s.merchant,
        memberId: s.member_id,
        placedAt: now,
        settledAt: now,
        gameType: type,
        vendor: s.vendor_code,
        gameName,
        nodeId: s.node_id,
        stakeMinor: bet,
        winMinor: win,
        status: 'SETTLED',
        transactionId,
      });
      db.prepare('UPDATE launch_tokens SET spins = spins + 1 WHERE token = ?').run(s.token);
      db.prepare(
        'INSERT INTO game_rounds (member_id, node_id, launch_token, real_money, bet_cents, win_cents, balance_after_cents, created_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?)',
      ).run(s.member_id, s.node_id, s.token, bet, win, balance, now);
      return {
        balance: toDecimal(balance, s.currency),
        win: toDecimal(win, s.currency),
        bet: toDecimal(bet, s.currency),
        symbols: outcome.symbols,
        multiplier: outcome.multiplier,
        spin,
        currency: s.currency,
        currencySymbol: s.currency_symbol,
        freePlay: false,
      };
    })
    .immediate();
}
