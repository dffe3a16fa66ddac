import type { ViewerProfile } from './profile';
import { ABSOLUTE_MS, IDLE_MS, type AppSession } from './session.server';
import { getSessionStore } from './store.server';

/**
 * Brings the signed-in player's stored profile (what the header shows without asking the platform)
 * up to date with `patch`. Only a real change writes, and it writes the session record in the store,
 * not the cookie (the cookie only carries the session id). Answers the profile now in effect, or null
 * without a sign-in.
 */
export async function updateViewerProfile(session: AppSession, patch: Partial<Omit<ViewerProfile, 'account' | 'type'>>): Promise<ViewerProfile | null> {
  const current = session.get('profile');
  const token = session.get('token');
  const brandId = session.get('brandId');
  if (!current || !token || !brandId || !session.id) return current ?? null;
  const next: ViewerProfile = { ...current, ...patch };
  const changed = (Object.keys(patch) as (keyof typeof patch)[]).some((key) => (current[key] ?? null) !== (next[key] ?? null));
  if (!changed) return current;
  session.set('profile', next);
  const now = Date.now();
  const createdAt = session.get('createdAt') ?? now;
  const lastSeenAt = session.get('lastSeenAt') ?? now;
  const ttl = Math.max(1, Math.min(lastSeenAt + IDLE_MS, createdAt + ABSOLUTE_MS) - now);
  await (await getSessionStore()).write(
    session.id,
    { brandId, account: next.account, token, profile: next, createdAt, lastSeenAt, mustChangePassword: session.get('mustChangePassword') ?? false, firstLogin: session.get('firstLogin') ?? false },
    ttl,
  );
  return next;
}
