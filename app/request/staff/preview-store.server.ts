import { STAFF_ABSOLUTE_MS, type StaffSeal } from './staff-session.server';
import type { PreviewOverrides } from './preview-overrides';

/**
 * Each staff session's what-if overrides, per brand previewed, held on the server (never in a cookie a
 * player could carry, never in a shared page): keyed by the session's id, so no one else's request finds
 * them, and gone when the session could no longer be used anyway.
 */
const kept = new Map<string, { overrides: PreviewOverrides; until: number }>();
/** More than staff could ever keep open at once: an entry past it drops the oldest. */
const MAX_KEPT = 5000;

const keyOf = (session: Pick<StaffSeal, 'sid'>, brandId: string) => `${session.sid} ${brandId}`;

function sweep(now: number) {
  for (const [key, entry] of kept) if (entry.until <= now) kept.delete(key);
}

export function previewOverridesOf(session: Pick<StaffSeal, 'sid'>, brandId: string, now = Date.now()): PreviewOverrides | null {
  const entry = kept.get(keyOf(session, brandId));
  if (!entry || entry.until <= now) return null;
  return entry.overrides;
}

export function keepPreviewOverrides(session: Pick<StaffSeal, 'sid' | 'iat'>, brandId: string, overrides: PreviewOverrides, now = Date.now()) {
  sweep(now);
  const key = keyOf(session, brandId);
  kept.delete(key);
  kept.set(key, { overrides, until: session.iat + STAFF_ABSOLUTE_MS });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function clearPreviewOverrides(session: Pick<StaffSeal, 'sid'>, brandId: string) {
  kept.delete(keyOf(session, brandId));
}
