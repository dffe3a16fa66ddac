import { Refusal } from '../db/refusal';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MB = 1024 * 1024;
/** What one member may send in images: a few receipts, an avatar and an application's screenshots fit in an hour. */
export const UPLOAD_QUOTA = { hourBytes: 25 * MB, dayBytes: 80 * MB };

/** Each member's accepted uploads of the last day (bytes and when), keyed by database and member. */
const sent = new Map<string, { bytes: number; at: number }[]>();

const keyOf = (db: { name: string }, memberId: number) => `${db.name}\u0000${memberId}`;

/**
 * Refuses an upload (`upload.quota`, 429, with the window's limit in MB) when it would take the member past their
 * hourly or daily volume; checked before the image is decoded, so a flood costs the platform no pixels.
 */
export function checkUploadQuota(db: { name: string }, memberId: number, bytes: number, now = Date.now()) {
  const recent = (sent.get(keyOf(db, memberId)) ?? []).filter((u) => u.at > now - DAY_MS);
  sent.set(keyOf(db, memberId), recent);
  const hour = recent.reduce((sum, u) => (u.at > now - HOUR_MS ? sum + u.bytes : sum), 0);
  const day = recent.reduce((sum, u) => sum + u.bytes, 0);
  if (hour + bytes > UPLOAD_QUOTA.hourBytes) throw new Refusal('upload.quota', { window: 'hour', limitMb: UPLOAD_QUOTA.hourBytes / MB }, 429);
  if (day + bytes > UPLOAD_QUOTA.dayBytes) throw new Refusal('upload.quota', { window: 'day', limitMb: UPLOAD_QUOTA.dayBytes / MB }, 429);
}

/** Counts an accepted upload against the member's volume. */
export function recordUpload(db: { name: string }, memberId: number, bytes: number, now = Date.now()) {
  const key = keyOf(db, memberId);
  sent.set(key, [...(sent.get(key) ?? []), { bytes, at: now }]);
}
