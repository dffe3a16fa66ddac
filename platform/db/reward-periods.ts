import { dayBounds, dayOf, startOfLocalDate } from './calendar';

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
  const today = dayOf(zone, at);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // Monday's date by calendar arithmetic, then two zone look-ups, not one per day of the week.
  const monday = d - weekdayOf(today);
  const start = startOfLocalDate(zone, y, m, monday);
  return { key: dayOf(zone, start), start, end: startOfLocalDate(zone, y, m, monday + 7) };
}

export function periodWindow(period: Period, zone: string, at: number): PeriodWindow {
  return period === 'DAILY' ? dayWindow(zone, at) : weekWindow(zone, at);
}
