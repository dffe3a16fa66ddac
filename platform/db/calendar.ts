/**
 * Days in a merchant's time zone. Daily limits, "today" and the profit chart count local days, so the
 * offset comes from the zone's own rules (Intl), never from the server's clock zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, at: number): { y: number; m: number; d: number; h: number; min: number; s: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute), s: Number(p.second) };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `at`. */
function offsetAt(zone: string, at: number): number {
  const p = partsIn(zone, at);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at / 1000) * 1000;
}

/** The instant a local calendar date begins in the zone. */
function startOfDate(zone: string, y: number, m: number, d: number): number {
  const wall = Date.UTC(y, m - 1, d);
  const guess = wall - offsetAt(zone, wall);
  // A second pass settles days on which the offset changes.
  return wall - offsetAt(zone, guess);
}

/** `YYYY-MM-DD` of the local day containing `at`. */
export function dayOf(zone: string, at: number): string {
  const p = partsIn(zone, at);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** [start, end) of the local day containing `at`. */
export function dayBounds(zone: string, at: number): { start: number; end: number } {
  const p = partsIn(zone, at);
  const start = startOfDate(zone, p.y, p.m, p.d);
  const next = new Date(Date.UTC(p.y, p.m - 1, p.d + 1));
  return { start, end: startOfDate(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}

/** Every local day that overlaps [from, to), clipped to it, oldest first. */
export function daysBetween(zone: string, from: number, to: number): { day: string; start: number; end: number }[] {
  const days: { day: string; start: number; end: number }[] = [];
  for (let at = from; at < to;) {
    const { end } = dayBounds(zone, at);
    days.push({ day: dayOf(zone, at), start: at, end: Math.min(end, to) });
    at = end;
  }
  return days;
}

/** The instant the local date `y-m-d` begins; days out of range roll over as `Date.UTC`'s do (`m + 1`, day 1 is next month's). */
export function startOfLocalDate(zone: string, y: number, m: number, d: number): number {
  const date = new Date(Date.UTC(y, m - 1, d));
  return startOfDate(zone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
