import type { AppLoadContext } from '@remix-run/node';
import type { ViewerProfile } from './profile';
import { saveSignInRecord } from './session.server';

/** What may change in the header's profile while signed in. */
export type ViewerProfilePatch = Partial<Pick<ViewerProfile, 'nickname' | 'avatarUrl' | 'vipLabel' | 'rankLevel' | 'contracts'>>;

/**
 * Brings what the header shows (the sign-in record's profile, kept since login) up to date after the
 * player changed it or the platform's public state reported a change. Only a real change writes, and
 * it writes the record in the session store (the cookie carries only the session id). The profile is
 * changed in place: this request's sign-in holds the same object, so a form posted without JavaScript
 * (action and page in one request) already renders the new header. Answers the profile now in effect,
 * or null without a sign-in.
 */
export async function updateViewerProfile(context: AppLoadContext, patch: ViewerProfilePatch): Promise<ViewerProfile | null> {
  const session = await context.session();
  const current = session.get('profile');
  if (!current || !session.get('token') || !session.id) return current ?? null;
  const changed = (Object.keys(patch) as (keyof ViewerProfilePatch)[]).some((key) => (current[key] ?? null) !== (patch[key] ?? null));
  if (!changed) return current;
  Object.assign(current, patch);
  session.set('profile', current);
  await saveSignInRecord(session);
  return current;
}
