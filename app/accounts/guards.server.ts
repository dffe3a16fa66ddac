import { redirect } from '@remix-run/node';
import { clearSignIn, commitSession, getSignIn, type AppSession } from '~/session/session.server';
import type { Site } from '~/site/site.server';
import { roleOf } from './profile';

/**
 * Member-only pages: no session → /login and back here afterwards; a trial account gets the
 * "a real account is needed" page (the header shows it as a dialog when JavaScript runs).
 */
export async function requireRealAccount(site: Site, request: Request) {
  const signIn = await getSignIn(request, site.brand.id);
  const url = new URL(request.url);
  if (!signIn) throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  const role = roleOf(signIn.profile.type, site.brand);
  if (role.isTrial) throw new Response('Real account needed', { status: 403, statusText: 'in_need_true_account' });
  return { ...signIn, ...role };
}

/** The platform says the session is gone: drop it here too, tell the player kindly, and ask for a login. */
export async function sessionEndedRedirect(session: AppSession, redirectTo: string): Promise<Response> {
  clearSignIn(session);
  session.flash('notice', 'auth.sessionEnded');
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: { 'Set-Cookie': await commitSession(session) } });
}
