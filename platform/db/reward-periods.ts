import { dayBounds, dayOf } from './calendar';

/**
 * Mission periods in the merchant's time zone: a local day, and a week that starts on Monday. The key
 * names the period a claim belongs to, so one mission pays once per day or week.
 */
export type Period = 'DAILY' | 'WEEKLY';
export type PeriodWindow = { key: string; start: number; end: number };

/** Monday = 0 … Sunday = 6 of a `YYYY-MM-DD` date. */
function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function dayWindow(zone: string, at: number): PeriodWindow {
  const { start, end } = dayBounds(zone, at);
  return { key: dayOf(zone, at), start, end };
}

/** The local week (Monday to Sunday) containing `at`, keyed by its Monday. */
export function weekWindow(zone: string, at: number): PeriodWindow {
  let first = dayBounds(zone, at);
  for (let back = weekdayOf(dayOf(zone, at)); back > 0; back--) first = dayBounds(zone, first.start - 1);
  let last = dayBounds(zone, at);
  for (let ahead = 6 - weekdayOf(dayOf(zone, at)); ahead > 0; ahead--) last = dayBounds(zone, last.end);
  return { key: dayOf(zone, first.start), start: first.start, end: last.end };
}

export function periodWindow(period: Period, zone: string, at: number): PeriodWindow {
  return period === 'DAILY' ? dayWindow(zone, at) : weekWindow(zone, at);
}
