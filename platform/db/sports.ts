import crypto from 'node:crypto';
import { recordBet } from './bet-records';
import { cashierSettings } from './cashier-settings';
import { fnv1a } from './hash';
import { balanceOf, memberAccount, operatorAccount, post } from './ledger';
import { toDecimal, unitsToMinor } from './money';
import type { Db } from './db';
import { stakeRefusal } from './responsible-gambling';
import { prng } from './seed-games';
import { activeMaintenance, type MaintenanceWindow } from './vendor-maintenance';
import { gameWallet } from './wallets';

/**
 * The FB Sports demo book (decision 008): fixtures generated per UTC day from a seed (the same for every
 * merchant and every restart), launch tokens (a guest's has no member) and bets debited from the wallet.
 */
export const SPORTS_VENDOR = 'FB';
/** The stakes the book offers, in the member's currency. */
export const STAKES = [10, 50, 100, 500] as const;
/** How long a guest's launch link stays usable (a member's lives as long as the session). */
const GUEST_LAUNCH_MS = 12 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export type Sport = 'FOOTBALL' | 'BASKETBALL' | 'TENNIS';
export type Pick = '1' | 'X' | '2';
export type Match = {
  id: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  kickoffAt: number;
  odds: { '1': number; X: number | null; '2': number };
};

const POOLS: Record<Sport, { league: string; sides: string[] }> = {
  FOOTBALL: {
    league: 'Asia Premier League',
    sides: [
      'Manila Eagles',
      'Cebu Sharks',
      'Davao Falcons',
      'Saigon Tigers',
      'Hanoi Dragons',
      'Bangkok Elephants',
      'Osaka Storm',
      'Tokyo Comets',
      'Shanghai Lions',
      'Jakarta Rhinos',
      'Penang Hornbills',
      'Busan Waves',
    ],
  },
  BASKETBALL: {
    league: 'Pacific Hoops League',
    sides: ['Quezon Blaze', 'Makati Titans', 'Pasig Knights', 'Bacolod Waves', 'Iloilo Stallions', 'Baguio Summit', 'Taipei Typhoons', 'Da Nang Surf'],
  },
  TENNIS: {
    league: 'Open Series',
    sides: ['R. Santos', 'K. Tanaka', 'L. Nguyen', 'M. Chen', 'A. Suzuki', 'P. Wongsa', 'J. Reyes', 'T. Kim'],
  },
};
/** Six fixtures a day: three football, two basketball, one tennis, between 10:00 and 21:45 UTC. */
const DAY_PLAN: Sport[] = ['FOOTBALL', 'BASKETBALL', 'FOOTBALL', 'TENNIS', 'FOOTBALL', 'BASKETBALL'];
const MARGIN = 1.06;

const dayKey = (dayStart: number) => new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
const price = (p: number) => Math.max(1.01, Math.round(100 / (p * MARGIN)) / 100);

/** The fixtures of the UTC day that `dayStart` begins, the same every time. */
export function fixturesOfDay(dayStart: number): Match[] {
  const key = dayKey(dayStart);
  const rng = prng(fnv1a(`fb-sports:${key}`));
  return DAY_PLAN.map((sport, i) => {
    const { league, sides } = POOLS[sport];
    const a = Math.floor(rng() * sides.length);
    const b = (a + 1 + Math.floor(rng() * (sides.length - 1))) % sides.length;
    const kickoffAt = dayStart + (10 + i * 2) * 3_600_000 + Math.floor(rng() * 4) * 15 * 60_000;
    let odds: Match['odds'];
    if (sport === 'FOOTBALL') {
      const home = 0.25 + rng() * 0.35;
      const draw = 0.22 + rng() * 0.08;
      odds = { '1': price(home), X: price(draw), '2': price(1 - home - draw) };
    } else {
      const home = 0.3 + rng() * 0.4;
      odds = { '1': price(home), X: null, '2': price(1 - home) };
    }
    return { id: `${key}-${i + 1}`, sport, league, home: sides[a]!, away: sides[b]!, kickoffAt, odds };
  });
}

const dayStartOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** What the book offers now: today's and tomorrow's fixtures that have not kicked off. */
export function upcomingMatches(now = Date.now()): Match[] {
  const today = dayStartOf(now);
  return [...fixturesOfDay(today), ...fixturesOfDay(today + DAY_MS)].filter((m) => m.kickoffAt > now);
}

/** One fixture by id (`YYYYMMDD-n`), whether or not it has started. */
export function matchById(id: string): Match | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})-\d{1,2}$/.exec(id);
  if (!m) return undefined;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!Number.isFinite(dayStart)) return undefined;
  return fixturesOfDay(dayStart).find((f) => f.id === id);
}

export function issueSportsLaunch(db: Db, launch: { merchant: string; member: { id: number; sessionToken: string } | null; language: string }): string {
  const token = crypto.randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sports_launches (token, merchant, member_id, session_token, language, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    token,
    launch.merchant,
    launch.member?.id ?? null,
    launch.member?.sessionToken ?? null,
    launch.language,
    Date.now(),
  );
  return token;
}

export type SportsSession = {
  token: string;
  merchant: string;
  language: string;
  opened_at: number | null;
  member_id: number | null;
  nickname: string | null;
  username: string | null;
  currency: string | null;
  currency_symbol: string | null;
};

/** The launch while it is usable: a member's while the session lives, a guest's for twelve hours. */
export function liveSportsLaunch(db: Db, token: string, now = Date.now()): SportsSession | undefined {
  return db
    .prepare<unknown[], SportsSession>(
      `SELECT l.token, l.merchant, l.language, l.opened_at, l.member_id, m.nickname, m.username, m.currency, m.currency_symbol
         FROM sports_launches l
         LEFT JOIN sessions s ON s.token = l.session_token
         LEFT JOIN members m ON m.id = l.member_id
        WHERE l.token = ? AND (l.member_id IS NULL AND l.created_at > ? OR s.expires_at > ?)`,
    )
    .get(token, now - GUEST_LAUNCH_MS, now);
}

/** The page opens once per token; false when it was opened before. */
export function markSportsOpened(db: Db, token: string): boolean {
  return db.prepare('UPDATE sports_launches SET opened_at = ? WHERE token = ? AND opened_at IS NULL').run(Date.now(), token).changes === 1;
}

/** The wallet the book stakes from: MAIN, or FB's own on transfer-wallet brands. */
export function sportsWallet(db: Db, s: SportsSession & { member_id: number }): { account: number; balance: number } {
  const account = memberAccount(db, s.member_id, gameWallet(cashierSettings(db, s.merchant), SPORTS_VENDOR));
  return { account, balance: balanceOf(db, account) };
}

export type SportsBet = {
  id: number;
  matchId: string;
  sport: Sport;
  home: string;
  away: string;
  kickoffAt: number;
  pick: Pick;
  odds: number;
  stake: number;
  createdAt: number;
};

export function memberBets(db: Db, memberId: number, limit = 10): SportsBet[] {
  const rows = db
    .prepare<
      unknown[],
      {
        id: number;
        match_id: string;
        sport: Sport;
        home: string;
        away: string;
        kickoff_at: number;
        pick: Pick;
        odds: number;
        stake_cents: number;
        created_at: number;
        currency: string;
      }
    >(
      `SELECT b.id, b.match_id, b.sport, b.home, b.away, b.kickoff_at, b.pick, b.odds, b.stake_cents, b.created_at, m.currency
         FROM sports_bets b JOIN members m ON m.id = b.member_id WHERE b.member_id = ? ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    )
    .all(memberId, limit);
  // stake_cents holds minor units (migration 10).
  return rows.map((r) => ({
    id: r.id,
    matchId: r.match_id,
    sport: r.sport,
    home: r.home,
    away: r.away,
    kickoffAt: r.kickoff_at,
    pick: r.pick,
    odds: r.odds,
    stake: toDecimal(r.stake_cents, r.currency),
    createdAt: r.created_at,
  }));
}

export type BetResult = { balance: number; bet: SportsBet };
export type BetRefusal = {
  status: number;
  errorCode:
    | 'launch.token.invalid'
    | 'sports.login.required'
    | 'request_param_err'
    | 'sports.match.closed'
    | 'vendor.maintenance'
    | 'insufficient.balance'
    | 'rg.loss.limit'
    | 'rg.wager.limit';
  maintenance?: MaintenanceWindow;
};

/**
 * One bet in one write: the odds are the book's own for that fixture (never the page's), the stake one
 * of STAKES, the match not yet started; the stake leaves the wallet as one ledger transaction and the
 * bet is recorded OPEN (the demo book never settles, so it is no valid bet for turnover).
 */
export function placeBet(db: Db, token: string, ask: { matchId: unknown; pick: unknown; stake: unknown }, now = Date.now()): BetResult | BetRefusal {
  return db
    .transaction((): BetResult | BetRefusal => {
      const s = liveSportsLaunch(db, token, now);
      if (!s) return { status: 410, errorCode: 'launch.token.invalid' };
      if (s.member_id === null || s.currency === null) return { status: 403, errorCode: 'sports.login.required' };
      const match = typeof ask.matchId === 'string' ? matchById(ask.matchId) : undefined;
      const pick = ask.pick === '1' || ask.pick === 'X' || ask.pick === '2' ? ask.pick : null;
      const stake = (STAKES as readonly number[]).includes(Number(ask.stake)) ? Number(ask.stake) : null;
      if (!match || !pick || stake === null || match.odds[pick] === null) return { status: 400, errorCode: 'request_param_err' };
      if (match.kickoffAt <= now) return { status: 400, errorCode: 'sports.match.closed' };
      const maintenance = activeMaintenance(db, s.merchant, SPORTS_VENDOR, now);
      if (maintenance) return { status: 400, errorCode: 'vendor.maintenance', maintenance };
      const wallet = sportsWallet(db, { ...s, member_id: s.member_id });
      const stakeMinor = unitsToMinor(stake, s.currency);
      if (wallet.balance < stakeMinor) return { status: 400, errorCode: 'insufficient.balance' };
      const limited = stakeRefusal(db, { id: s.member_id, merchant: s.merchant }, stakeMinor, now);
      if (limited) return { status: 400, errorCode: limited };
      const balance = wallet.balance - stakeMinor;
      const odds = match.odds[pick]!;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO sports_bets (member_id, merchant, launch_token, match_id, sport, home, away, kickoff_at, pick, odds, stake_cents, balance_after_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(s.member_id, s.merchant, token, match.id, match.sport, match.home, match.away, match.kickoffAt, pick, odds, stakeMinor, balance, now);
      const betId = Number(lastInsertRowid);
      const gameName = `${match.home} v ${match.away}`;
      const transactionId = post(db, {
        merchant: s.merchant,
        kind: 'SPORTS_STAKE',
        memberId: s.member_id,
        idempotencyKey: `sports-bet:${betId}`,
        at: now,
        legs: [
          { account: wallet.account, amount: -stakeMinor, type: 'SPORTS' },
          { account: operatorAccount(db, s.merchant, s.currency, 'GAMES'), amount: stakeMinor, type: 'SPORTS' },
        ],
        meta: { note: `FB Sports · ${gameName}`, betId },
      });
      recordBet(db, {
        merchant: s.merchant,
        memberId: s.member_id,
        placedAt: now,
        settledAt: null,
        gameType: 'SPORTS',
        vendor: SPORTS_VENDOR,
        gameName,
        nodeId: null,
        stakeMinor,
        winMinor: 0,
        status: 'OPEN',
        transactionId,
      });
      return {
        balance: toDecimal(balance, s.currency),
        bet: {
          id: betId,
          matchId: match.id,
          sport: match.sport,
          home: match.home,
          away: match.away,
          kickoffAt: match.kickoffAt,
          pick,
          odds,
          stake,
          createdAt: now,
        },
      };
    })
    .immediate();
}
