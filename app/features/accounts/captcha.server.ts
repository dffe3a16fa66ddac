import type { LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { commitSession } from '~/request/session/session.server';

/**
 * A fresh captcha image. The platform binds the answer to a cookie of its own; we keep that cookie
 * in the visitor's sealed session and forward it with the login or registration it belongs to.
 */
export async function captchaLoader({ context }: LoaderFunctionArgs) {
  const [session, client] = await Promise.all([context.session(), context.guestPlatform()]);
  const { value, setCookie } = await client.callWithCookies('captcha', v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=]+$/)));
  const cookie = setCookie
    .map((line) => line.split(';')[0])
    .filter(Boolean)
    .join('; ');
  if (cookie) session.set('platformCookie', cookie);
  const bytes = Buffer.from(value, 'base64');
  const type = bytes.subarray(0, 4).toString('hex') === '89504e47' ? 'image/png' : 'image/svg+xml';
  return new Response(bytes, {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Set-Cookie': await commitSession(session),
    },
  });
}
