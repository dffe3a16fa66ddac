import { DateTime } from 'luxon';

/** A moment as the brand's market reads it (the server formats, so every visitor and the page's hydration agree). */
export function brandTime(ms: number | null | undefined, zone: string, format = 'yyyy-MM-dd HH:mm'): string {
  return ms ? DateTime.fromMillis(ms, { zone }).toFormat(format) : '';
}
