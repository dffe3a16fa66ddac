import { httpRequest, type HttpResult } from './http';

/** The session cookie a response set (`wl_session=…`), ready for a Cookie header. */
export function sessionCookieOf(res: HttpResult): string | null {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => /^(__Host-)?wl_session=/.test(l));
  return line ? line.split(';')[0]! : null;
}

/** Posts a form as the site's own page would (same Origin), with an optional cookie. */
export function postForm(siteUrl: string, host: string, pathname: string, fields: Record<string, string>, cookie?: string) {
  return httpRequest(`${siteUrl}${pathname}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Logs a player (or, `as: 'agent'`, an agent) in through /login and answers the session cookie. */
export async function logIn(siteUrl: string, host: string, username: string, password: string, as?: 'agent'): Promise<string> {
  const res = await postForm(siteUrl, host, '/login', { username, password, intent: 'login', redirectTo: '/index', ...(as ? { as } : {}) });
  const cookie = sessionCookieOf(res);
  if (res.status !== 302 || !cookie) throw new Error(`login as ${username} failed: ${res.status} ${res.body.slice(0, 200)}`);
  return cookie;
}
