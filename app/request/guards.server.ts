import { notFound } from '~/lib/responses';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { loginHref } from '~/lib/login-href';
import { isPlatformError } from '~/platform-client/errors';
import type { SignIn } from './context';
import { clearSignIn, commitSession } from './session/session.server';

const hereOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The signed-in player, or a redirect to log in and come back here. */
export async function requireSignIn(context: AppLoadContext, request: Request): Promise<SignIn> {
  const signIn = await context.signIn();
  if (!signIn) throw redirect(loginHref(hereOf(request)));
  return signIn;
}

/** The "a real account is needed" page (403), for a trial account at anything that takes real money. */
export const realAccountNeeded = () => new Response('Real account needed', { status: 403, statusText: 'in_need_true_account' });

/** A real account: guests log in first; a trial account gets the "a real account is needed" page (the header shows it as a dialog). */
export async function requireRealAccount(context: AppLoadContext, request: Request): Promise<SignIn> {
  const signIn = await requireSignIn(context, request);
  if (signIn.isTrial) throw realAccountNeeded();
  return signIn;
}

/** An agent of this brand (its agent-type codes); members are refused. */
export async function requireAgent(context: AppLoadContext, request: Request): Promise<SignIn> {
  const signIn = await requireRealAccount(context, request);
  // Members are not told the agent pages exist.
  if (!signIn.isAgent) throw notFound();
  return signIn;
}

/** The platform says the session is gone: drop it here too, and ask for a login that says why kindly and comes back to `returnTo`. */
export async function sessionEndedRedirect(context: AppLoadContext, returnTo: string): Promise<Response> {
  const session = await context.session();
  clearSignIn(session);
  return redirect(loginHref(returnTo, 'session-ended'), { headers: { 'Set-Cookie': await commitSession(session) } });
}

/**
 * Platform work on a signed-in player's behalf. When the platform answers that the session is gone, the
 * player is signed out kindly (the one way this happens everywhere) and sent to log in, then back to `returnTo`.
 */
export async function signOutIfSessionEnded<T>(context: AppLoadContext, returnTo: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'session') throw await sessionEndedRedirect(context, returnTo);
    throw error;
  }
}
