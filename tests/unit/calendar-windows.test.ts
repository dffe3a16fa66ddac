import { describe, expect, it } from 'vitest';
import { dayBounds, dayOf } from '@whitelabel/reference-platform/db/calendar';
import { monthWindow } from '@whitelabel/reference-platform/db/ranking-period';
import { weekWindow } from '@whitelabel/reference-platform/db/reward-periods';

/** The windows as they were worked out before: one local day at a time from `at` to the period's ends. */
function monthByDays(zone: string, at: number) {
  const month = dayOf(zone, at).slice(0, 7);
  let first = dayBounds(zone, at);
  while (dayOf(zone, first.start - 1).startsWith(month)) first = dayBounds(zone, first.start - 1);
  let last = dayBounds(zone, at);
  while (dayOf(zone, last.end).startsWith(month)) last = dayBounds(zone, last.end);
  return { period: 'MONTH', key: month, from: first.start, to: last.end, timeZone: zone };
}
function weekByDays(zone: string, at: number) {
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  let first = dayBounds(zone, at);
  for (let back = weekday(dayOf(zone, at)); back > 0; back--) first = dayBounds(zone, first.start - 1);
  let last = dayBounds(zone, at);
  for (let ahead = 6 - weekday(dayOf(zone, at)); ahead > 0; ahead--) last = dayBounds(zone, last.end);
  return { key: dayOf(zone, first.start), start: first.start, end: last.end };
}

// Brand zones, zones with daylight saving (an hour, half an hour) and a year end in each.
const ZONES = ['Asia/Manila', 'Asia/Ho_Chi_Minh', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];

describe('month and week windows worked out from their first dates', () => {
  it('match the day-by-day windows on both sides of every month end of a year, across daylight-saving changes', () => {
    // The day-by-day reference is the slow part (tens of zone look-ups a window): 2 instants a month in 3 zones.
    for (const zone of ['Asia/Manila', 'Europe/London', 'Australia/Lord_Howe']) {
      for (let month = 0; month < 12; month += 1) {
        for (const at of [Date.UTC(2026, month, 1, 0, 30), Date.UTC(2026, month, 28, 23, 30)]) {
          expect(monthWindow(zone, at), `${zone} ${new Date(at).toISOString()}`).toEqual(monthByDays(zone, at));
          expect(weekWindow(zone, at), `${zone} ${new Date(at).toISOString()}`).toEqual(weekByDays(zone, at));
        }
      }
    }
  });

  it('match them at the edges: the first and last instant of a month and of a week', () => {
    for (const zone of ZONES) {
      const march = monthWindow(zone, Date.UTC(2026, 2, 15));
      for (const at of [march.from, march.to - 1, march.to]) expect(monthWindow(zone, at)).toEqual(monthByDays(zone, at));
      const week = weekWindow(zone, Date.UTC(2026, 9, 28));
      for (const at of [week.start, week.end - 1, week.end]) expect(weekWindow(zone, at)).toEqual(weekByDays(zone, at));
    }
  });
});
