import type { Db } from './db';
import { matchById, upcomingMatches, type Match } from './sports';
import { teamName } from './team-names';

/**
 * Hot matches (decision 026): the demo sportsbook's upcoming fixtures the operator featured, then the
 * soonest others, up to `limit`. Odds are the book's own decimal prices, so the site shows what the
 * book will take. A featured match that has kicked off drops out by itself.
 */
export const HOT_MATCHES_DEFAULT = 6;
export const HOT_MATCHES_MAX = 12;

export type HotMatch = {
  matchId: string;
  sport: Match['sport'];
  league: string;
  home: string;
  away: string;
  kickoffAt: number;
  odds: Match['odds'];
  featured: boolean;
};

export function featuredMatchIds(db: Db, merchant: string): string[] {
  return db.prepare<unknown[], string>('SELECT match_id FROM featured_matches WHERE merchant = ? ORDER BY featured_at, match_id').pluck().all(merchant);
}

export function hotMatches(db: Db, merchant: string, limit: number, chain: string[], now = Date.now()): HotMatch[] {
  const upcoming = upcomingMatches(now);
  const featured = new Set(featuredMatchIds(db, merchant));
  const ordered = [...upcoming.filter((m) => featured.has(m.id)), ...upcoming.filter((m) => !featured.has(m.id))].slice(0, limit);
  return ordered.map((m) => ({
    matchId: m.id,
    sport: m.sport,
    league: teamName(m.league, chain),
    home: teamName(m.home, chain),
    away: teamName(m.away, chain),
    kickoffAt: m.kickoffAt,
    odds: m.odds,
    featured: featured.has(m.id),
  }));
}

/** The operator features a match the book offers and has not started; false otherwise. */
export function featureMatch(db: Db, merchant: string, matchId: string, now = Date.now()): boolean {
  const match = matchById(matchId);
  if (!match || match.kickoffAt <= now) return false;
  db.prepare('INSERT OR IGNORE INTO featured_matches (merchant, match_id, featured_at) VALUES (?, ?, ?)').run(merchant, matchId, now);
  return true;
}

export function unfeatureMatch(db: Db, merchant: string, matchId: string): boolean {
  return db.prepare('DELETE FROM featured_matches WHERE merchant = ? AND match_id = ?').run(merchant, matchId).changes === 1;
}
