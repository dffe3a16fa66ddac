import { redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { isPlatformError } from '~/platform-client/errors';
import { commitSession } from '~/request/session/session.server';
import { startSignIn } from './auth.server';

/** A platform token as app shells pass it: opaque, URL-safe, bounded. */
const UrlTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,512}$/));

/** One answer per request: every loader of the request waits for the same sign-in. */
const answers = new WeakMap<AppLoadContext, Promise<Response | null>>();
/** The answer for an address without a query (most of them): no token to read, nothing to remember per request. */
const NO_TOKEN: Promise<Response | null> = Promise.resolve(null);

/**
 * `?token=` on a page (an app shell opening the site for its signed-in player): the token signs the
 * visitor in on the server, then the same address without it. The token never stays in the address bar,
 * history or a Referer. A visitor already signed in keeps their session (a link never swaps accounts),
 * and a token the platform does not accept signs nobody in and says so.
 */
export function tokenSignIn({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<Response | null> {
  if (!request.url.includes('?')) return NO_TOKEN;
  let answer = answers.get(context);
  if (!answer) {
    answer = answerFor(request, context);
    answers.set(context, answer);
  }
  return answer;
}

async function answerFor(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has('token') || request.method !== 'GET' || context.host.kind === 'staging-index') return null;
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  const target = url.pathname + url.search;
  const headers = new Headers({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });
  if (await context.signIn()) return redirect(target, { headers });
  const session = await context.session();
  const parsed = v.safeParse(UrlTokenSchema, token);
  try {
    if (!parsed.success) throw new TokenRefused();
    await startSignIn(context, { token: parsed.output, firstTimeLogin: false, passwordExpired: false });
  } catch (error) {
    if (!(error instanceof TokenRefused) && !(isPlatformError(error) && (error.kind === 'session' || error.kind === 'rejected'))) throw error;
    session.flash('notice', 'auth.tokenLinkRefused');
  }
  headers.append('Set-Cookie', await commitSession(session));
  return redirect(session.get('mustChangePassword') ? '/changePassword' : target, { headers });
}

class TokenRefused extends Error {}
