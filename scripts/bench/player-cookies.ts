import { httpRequest } from '../../tests/support/http';
import { logIn } from '../../tests/support/site-session';

/**
 * What a signed-in player's browser sends back: the session cookie from /login plus whatever the site's first
 * page set beside it (the image CDN pick). wrk keeps no cookies, so without these every benched request would
 * be a browser visiting for the first time and be handed a new CDN pick.
 */
export async function playerCookies(siteUrl: string, host: string, username: string, password: string): Promise<string> {
  const session = await logIn(siteUrl, host, username, password);
  const first = await httpRequest(`${siteUrl}/index`, { headers: { host, cookie: session } });
  const set = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
  const names = new Set(set.map((pair) => pair.split('=')[0]));
  const kept = session.split('; ').filter((pair) => !names.has(pair.split('=')[0]));
  return [...kept, ...set].join('; ');
}
