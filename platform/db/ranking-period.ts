import { dayOf, startOfLocalDate } from './calendar';

/**
 * The rankings' period: the calendar month in the brand's time zone, from the first local midnight of
 * the month (inclusive) to the first of the next (exclusive). A month gives a board time to fill and a
 * clear reset that players can plan for.
 */
export type RankingPeriod = { period: 'MONTH'; key: string; from: number; to: number; timeZone: string };

export function monthWindow(zone: string, at: number): RankingPeriod {
  const month = dayOf(zone, at).slice(0, 7);
  const [y, m] = month.split('-').map(Number) as [number, number];
  // From the month's first local midnight to the next month's: a few zone look-ups, not one per day of the month.
  return { period: 'MONTH', key: month, from: startOfLocalDate(zone, y, m, 1), to: startOfLocalDate(zone, y, m + 1, 1), timeZone: zone };
}
