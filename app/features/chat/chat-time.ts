import { DateTime } from 'luxon';

/** A message's time in the brand's zone: the hour for today's, the date too for older ones. Same on server and browser. */
export function chatTime(ms: number, zone: string, now = Date.now()): string {
  const at = DateTime.fromMillis(ms, { zone });
  return at.hasSame(DateTime.fromMillis(now, { zone }), 'day') ? at.toFormat('HH:mm') : at.toFormat('MM-dd HH:mm');
}
