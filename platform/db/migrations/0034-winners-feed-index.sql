-- winners feed index
-- The winners feed (GCSGAME_getRankList) lists a brand's newest big wins (settled, paid at least twice the stake),
-- newest first, and keeps 100: walked in this index's order it reads about as many rows as it keeps, where it
-- scanned and sorted every bet of the brand (tens of thousands on demoa01) on each miss of the site's cache.
-- Partial, on the feed's own condition (written as the query writes it, so SQLite can prove the query implies it):
-- a full index on (merchant, settled_at) was taken by the month's boards too (rankings.ts, the big-win leaderboard),
-- whose range covers most rows, and made them 2–4 times slower by a table lookup per row instead of one scan.
CREATE INDEX bet_records_big_wins ON bet_records (merchant, settled_at DESC, id DESC)
  WHERE status = 'SETTLED' AND win_minor > 0 AND win_minor >= 2 * stake_minor;
