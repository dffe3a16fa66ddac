import { DateTime } from 'luxon';

export const RANGES = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RangeKey = (typeof RANGES)[number];
/** The longest custom range the records pages take. */
const MAX_DAYS = 92;

export type DateRange = {
  key: RangeKey;
  /** Inclusive start and exclusive end, epoch ms. */
  from: number;
  to: number;
  /** The days shown in the filter (inclusive), `yyyy-MM-dd` in the brand's zone. */
  fromDay: string;
  toDay: string;
  /** A custom range that was not usable and fell back. */
  corrected: boolean;
};

/**
 * `?range=today|yesterday|7d|30d|custom&from=yyyy-MM-dd&to=yyyy-MM-dd`, in the brand's time zone.
 * A custom range that is malformed, reversed, in the future or longer than three months falls back
 * to the last 7 days (and says so).
 */
export function readDateRange(params: URLSearchParams, zone: string, now = Date.now()): DateRange {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const span = (start: DateTime, endInclusive: DateTime, key: RangeKey, corrected = false): DateRange => ({
    key,
    from: start.toMillis(),
    to: endInclusive.plus({ days: 1 }).toMillis(),
    fromDay: start.toFormat('yyyy-MM-dd'),
    toDay: endInclusive.toFormat('yyyy-MM-dd'),
    corrected,
  });
  const asked = params.get('range');
  const key: RangeKey = (RANGES as readonly string[]).includes(asked ?? '') ? (asked as RangeKey) : '7d';
  if (key === 'today') return span(today, today, key);
  if (key === 'yesterday') return span(today.minus({ days: 1 }), today.minus({ days: 1 }), key);
  if (key === '30d') return span(today.minus({ days: 29 }), today, key);
  if (key === 'custom') {
    const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw, { zone }) : null);
    const start = day(params.get('from'));
    const end = day(params.get('to'));
    const usable = start?.isValid && end?.isValid && start <= end && end <= today && end.diff(start, 'days').days < MAX_DAYS;
    if (usable) return span(start, end, key);
    return span(today.minus({ days: 6 }), today, '7d', true);
  }
  return span(today.minus({ days: 6 }), today, '7d');
}
