import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { attributeOf as attribute, unescapeHtml as unescape, withCookiesOf } from '../support/served-html';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * The slot lobby as the server answers it, read as a browser without JavaScript reads it: the served list, its
 * "More games" link, the hearts' plain forms, the list shortcuts and where a guest is sent. The page's script
 * (infinite scroll, the hearts' fetchers, client-side filters) is driven in a browser in lobby.spec.ts. The lottery's
 * door (a guest sent to sign in and back, a malformed play type) and Vietnam's draws table likewise; the lottery's
 * games and favourites are played in a browser in lottery.spec.ts.
 */
const s = useStack('lobby-answers-');
const HOST = 'demo-a.localhost';

const get = (pathname: string, cookie?: string) => httpRequest(`${s.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
type Tile = { nodeId: string; name: string; pressed: string | undefined; label: string | undefined; fields: Record<string, string> };
/** The served list's tiles, in order: each game's id, name, heart state and the fields its heart's form posts. */
function tilesOf(html: string): Tile[] {
  const grid = /<ul\b[^>]*data-testid="lobby-grid"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...grid.matchAll(/<li\b([^>]*)>([\s\S]*?)<\/li>/g)].map(([, open, inner]) => {
    const heart = /<button\b[^>]*data-testid="favourite-toggle"[^>]*>/.exec(inner!)?.[0] ?? '';
    const fields = Object.fromEntries(
      [...inner!.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)].map(([input]) => [attribute(input, 'name')!, attribute(input, 'value') ?? '']),
    );
    return {
      nodeId: attribute(open!, 'data-node-id')!,
      name: attribute(/<[^>]*\stitle="[^"]*"[^>]*>/.exec(inner!)?.[0] ?? '', 'title')!,
      pressed: attribute(heart, 'aria-pressed'),
      label: attribute(heart, 'aria-label'),
      fields,
    };
  });
}
/** The links of one filter row (`lobby-list-types`, …): text, address and whether it is the one shown. */
function rowLinks(html: string, testId: string) {
  const row = new RegExp(`data-testid="${testId}"[\\s\\S]*?</ul>`).exec(html)?.[0] ?? '';
  return [...row.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(([, attrs, text]) => ({
    text: unescape(text!),
    href: attribute(attrs!, 'href'),
    current: attribute(attrs!, 'aria-current'),
  }));
}
const linkNamed = (html: string, testId: string, text: string) => rowLinks(html, testId).find((link) => link.text === text);

describe('without JavaScript', () => {
  it('"More games" opens the next page', async () => {
    const first = await get('/rng?games=RNG');
    expect(first.status).toBe(200);
    const firstTiles = tilesOf(first.body);
    expect(firstTiles).toHaveLength(30);
    const more = /<a\b([^>]*data-testid="lobby-more"[^>]*)>/.exec(first.body)?.[1];
    expect(more, 'the "More games" link').toBeTruthy();
    const href = attribute(more!, 'href')!;
    expect(new URL(href, 'http://x').searchParams.get('pageNo')).toBe('2');
    const second = await get(href);
    expect(second.status).toBe(200);
    expect(tilesOf(second.body)[0]!.name).not.toBe(firstTiles[0]!.name);
  });

  it('the heart is a form: it marks a favourite, the favourites tab lists it, and pressing again removes it', async () => {
    const cookie = await logIn(s.stack.siteUrl, HOST, 'player1', 'Player123');
    const lobby = '/rng?games=RNG&page=PG';
    const favourites = '/rng?games=RNG&type=fav';
    const tileIn = async (pathname: string, nodeId: string) => tilesOf((await get(pathname, cookie)).body).find((t) => t.nodeId === nodeId);
    // A game that is not a favourite yet, past the first few.
    const tile = tilesOf((await get(lobby, cookie)).body).filter((t) => t.pressed === 'false')[4]!;
    expect(tile.label).toBe(`Add ${tile.name} to favourites`);
    // What the browser posts: the heart's own form's fields.
    const added = await postForm(s.stack.siteUrl, HOST, '/resources/favourite', tile.fields, cookie);
    expect(added.status).toBe(302);
    expect(added.headers.location).toBe(lobby);
    const marked = (await tileIn(lobby, tile.nodeId))!;
    expect(marked.pressed).toBe('true');
    expect(marked.label).toBe(`Remove ${tile.name} from favourites`);

    const served = (await get(lobby, cookie)).body;
    expect(linkNamed(served, 'lobby-list-types', 'Favourites')?.href).toBe(favourites);
    const listed = await tileIn(favourites, tile.nodeId);
    expect(listed?.name).toBe(tile.name);
    expect(listed?.pressed).toBe('true');

    const removed = await postForm(s.stack.siteUrl, HOST, '/resources/favourite', marked.fields, cookie);
    expect(removed.status).toBe(302);
    expect(removed.headers.location).toBe(lobby);
    expect((await tileIn(lobby, tile.nodeId))?.pressed).toBe('false');
    const favouritesPage = await get(favourites, cookie);
    expect(favouritesPage.body).toContain('data-testid="lobby"');
    expect(await tileIn(favourites, tile.nodeId)).toBeUndefined();
  });
});

describe('lists that need a login', () => {
  it('a guest has no favourites or recent tabs; a recent link asks to log in and comes back to it', async () => {
    const guest = (await get('/rng?games=RNG&page=PG')).body;
    const tabs = rowLinks(guest, 'lobby-list-types').map((link) => link.text);
    expect(tabs).toContain('All');
    expect(tabs).not.toContain('Recently played');
    expect(tabs).not.toContain('Favourites');

    const recent = await get('/rng?games=RNG&page=PG&type=recent');
    expect(recent.status).toBe(302);
    expect(recent.headers.location).toBe('/login?redirectTo=%2Frng%3Fgames%3DRNG%26page%3DPG%26type%3Drecent');
    const back = await signInFrom(recent.headers.location!);
    expect(back.location).toBe('/rng?games=RNG&page=PG&type=recent');
    const shown = (await get(back.location, back.cookie)).body;
    expect(linkNamed(shown, 'lobby-list-types', 'Recently played')?.current).toBe('true');
    expect(linkNamed(shown, 'lobby-list-types', 'Favourites')).toBeTruthy();
  });

  it('the old /favorite and /recent links open the lobby on those lists; a guest logs in first and comes back', async () => {
    const guest = await get('/favorite');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/login?redirectTo=%2Ffavorite');
    const { cookie, location } = await signInFrom(guest.headers.location!);
    expect(location).toBe('/favorite');
    const favourites = await followed(location, cookie);
    expect(favourites.pathname).toBe('/rng');
    expect(favourites.search.get('type')).toBe('fav');
    expect(linkNamed(favourites.body, 'lobby-list-types', 'Favourites')?.current).toBe('true');

    const recent = await followed('/recent?games=FH', cookie);
    expect(recent.pathname).toBe('/rng');
    expect(recent.search.get('type')).toBe('recent');
    expect(recent.search.get('games')).toBe('FH');
    expect(linkNamed(recent.body, 'lobby-list-types', 'Recently played')?.current).toBe('true');
  });
});

describe('the lottery', () => {
  it('needs a login: a guest is sent to sign in and comes back to the lottery lobby', async () => {
    const guest = await get('/lottery');
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/login?redirectTo=%2Flottery');
    const { cookie, location } = await signInFrom(guest.headers.location!);
    expect(location).toBe('/lottery');
    const lobby = await get(location, cookie);
    expect(lobby.status).toBe(200);
    expect(lobby.body).toContain('data-testid="lottery-frame"');
  });

  it('a malformed play type in a game link never reaches the platform: the lobby is answered instead', async () => {
    const cookie = await logIn(s.stack.siteUrl, HOST, 'vipwhale', 'Whale12345');
    const lobby = (await get('/lottery', cookie)).body;
    const nav = /<nav\b[^>]*aria-label="Lottery games"[^>]*>[\s\S]*?<\/nav>/.exec(lobby)?.[0] ?? '';
    const game = [...nav.matchAll(/<a\b[^>]*>/g)].map(([a]) => attribute(a, 'href')!).find((href) => href.includes('gameCode='));
    expect(game, 'a game in the lottery menu').toBeTruthy();
    expect((await get(`${game}&playType=LO2`, cookie)).status).toBe(200);
    const malformed = await get(`${game}&playType=${encodeURIComponent('<x>')}`, cookie);
    expect(malformed.status).toBe(302);
    expect(malformed.headers.location).toBe('/lottery');
  });

  it('/vnlottery shows the latest hundred draws, each with its special prize in numbers (demo-b)', async () => {
    const res = await httpRequest(`${s.stack.siteUrl}/vnlottery`, { headers: { host: 'demo-b.localhost' } });
    expect(res.status).toBe(200);
    const table = /<table\b[^>]*data-testid="lottery-results"[^>]*>[\s\S]*?<\/table>/.exec(res.body)?.[0] ?? '';
    const body = /<tbody\b[^>]*>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
    const rows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => cell!),
    );
    expect(rows).toHaveLength(100);
    expect(unescape(rows[0]![3]!.replace(/<[^>]+>/g, ''))).toMatch(/^\d{2,6}$/);
  });
});

/**
 * Signs player1 in with the sign-in page a guest was sent to, as its plain form posts (the page's own hidden
 * `redirectTo`), and answers the session and where the site sends the player next.
 */
async function signInFrom(loginPath: string) {
  const page = await get(loginPath);
  expect(page.status).toBe(200);
  const hidden = /<input\b[^>]*name="redirectTo"[^>]*>/.exec(page.body)?.[0] ?? '';
  const redirectTo = attribute(hidden, 'value');
  expect(redirectTo, 'the sign-in form carries where to go back').toBeTruthy();
  const answer = await postForm(s.stack.siteUrl, HOST, '/login', { username: 'player1', password: 'Player123', intent: 'login', redirectTo: redirectTo! });
  expect(answer.status).toBe(302);
  const cookie = withCookiesOf(answer);
  return { cookie, location: answer.headers.location! };
}

/** Follows the site's redirects from `pathname` (as a browser does) to the page it draws. */
async function followed(pathname: string, cookie: string) {
  let at = pathname;
  for (let hops = 0; hops < 5; hops++) {
    const answer = await get(at, cookie);
    if (answer.status !== 302) {
      expect(answer.status).toBe(200);
      const url = new URL(at, 'http://x');
      return { pathname: url.pathname, search: url.searchParams, body: answer.body };
    }
    at = answer.headers.location!;
  }
  throw new Error(`${pathname} redirects more than five times`);
}
