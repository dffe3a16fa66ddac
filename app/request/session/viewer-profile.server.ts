import type { AppLoadContext } from '@remix-run/node';
import type { ViewerProfile } from './profile';
import { commitSession } from './session.server';

/** What may change in the header's profile while signed in. */
export type ViewerProfilePatch = Partial<Pick<ViewerProfile, 'nickname' | 'avatarUrl' | 'vipLabel' | 'rankLevel'>>;

/**
 * Updates what the header shows (kept in the sign-in record since login) after the player changed it
 * or the platform reported a change. Answers the Set-Cookie line to send with the response, or null
 * when nobody is signed in.
 */
export async function updateViewerProfile(context: AppLoadContext, patch: ViewerProfilePatch): Promise<string | null> {
  const session = await context.session();
  const profile = session.get('profile');
  if (!profile || !session.get('token')) return null;
  // In place: this request's sign-in holds the same object, so a form posted without JavaScript
  // (action and page in one request) already renders the new header.
  Object.assign(profile, patch);
  session.set('profile', profile);
  return commitSession(session);
}
