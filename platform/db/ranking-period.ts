import { dayBounds, dayOf } from './calendar';

/**
 * The rankings' period: the calendar month in the brand's time zone, from the first local midnight of
 * the month (inclusive) to the first of the next (exclusive). A month gives a board time to fill and a
 * clear reset that players can plan for.
 */
export type RankingPeriod = { period: 'MONTH'; key: string; from: number; to: number; timeZone: string };

export function monthWindow(zone: string, at: number): RankingPeriod {
  const month = dayOf(zone, at).slice(0, 7);
  let first = dayBounds(zone, at);
  while (dayOf(zone, first.start - 1).startsWith(month)) first = dayBounds(zone, first.start - 1);
  let last = dayBounds(zone, at);
  while (dayOf(zone, last.end).startsWith(month)) last = dayBounds(zone, last.end);
  return { period: 'MONTH', key: month, from: first.start, to: last.end, timeZone: zone };
}
