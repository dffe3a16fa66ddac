import * as v from 'valibot';

/** `GCS_getHotMatches` (decision 026): the sportsbook's featured and soonest matches, odds as the book prices them. */
const Odds = v.pipe(v.number(), v.minValue(1), v.maxValue(1000));
const Name = v.pipe(v.string(), v.maxLength(80));

const HotMatchSchema = v.object({
  matchId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  sport: v.pipe(v.string(), v.maxLength(20)),
  league: Name,
  home: Name,
  away: Name,
  kickoffAt: v.pipe(v.number(), v.integer()),
  odds: v.object({ '1': Odds, X: v.nullable(Odds), '2': Odds }),
  featured: v.boolean(),
});
export type HotMatch = v.InferOutput<typeof HotMatchSchema>;

export const HotMatchesSchema = v.object({
  /** The sports vendor whose page takes the bets. */
  vendor: v.pipe(v.string(), v.maxLength(20)),
  list: v.pipe(v.array(HotMatchSchema), v.maxLength(20)),
});
export type HotMatches = v.InferOutput<typeof HotMatchesSchema>;
