import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { logIn, postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

// Guest pages kept far longer than the test: a guest page seen by a player would be the cache's doing.
const env = useStack('signed-in-pages-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-a.localhost:3000';
const get = (pathname: string, cookie?: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });

/** Two seeded players of demo-a: their nicknames and balances as the pages write them. */
const LIN = { username: 'player1', password: 'Player123', nickname: 'Lucky Lin', balance: '1,250.50' };
const WHALE = { username: 'vipwhale', password: 'Whale12345', nickname: 'Whale', balance: '98,765.43' };
const LOGGED_OUT = '>You have been logged out.<';
/** The header's inbox badge as a page writes it, or undefined when it shows none. */
const badgeOf = (body: string) => /data-testid="header-inbox-badge"[^>]*>([^<]*)</.exec(body)?.[1];
/** The player's name and account in the page's data, as the header's hydration reads them. */
const inData = (player: { username: string; nickname: string }) => [`\\"nickname\\",\\"${player.nickname}\\"`, `\\"account\\",\\"${player.username}\\"`];
/** A lobby's favourite ids in its data (a string there; node ids elsewhere are numbers), as the hearts' hydration reads them. */
const idsInData = (ids: readonly string[]) => `\\"${ids.join(',')}\\"`;

/** Each lobby tile's heart as the page writes it (for a no-JavaScript player too): its form's fields and state. */
type Heart = { nodeId: string; vendor: string; gameType: string; intent: string; pressed: string; glyph: string };
const HEART =
  /data-node-id="(\d+)".*?name="vendor" value="([^"]*)".*?name="gameType" value="([^"]*)".*?name="intent" value="(add|remove)".*?aria-pressed="(true|false)".*?<span aria-hidden="true">(♥|♡)<\/span>/gs;
const heartsOf = (body: string): Heart[] =>
  [...body.matchAll(HEART)].map(([, nodeId, vendor, gameType, intent, pressed, glyph]) => ({
    nodeId: nodeId!,
    vendor: vendor!,
    gameType: gameType!,
    intent: intent!,
    pressed: pressed!,
    glyph: glyph!,
  }));
/** The ids of the hearts shown filled, each one's form, label and glyph agreeing. */
const filled = (body: string) =>
  heartsOf(body)
    .filter((heart) => {
      expect([heart.intent, heart.glyph]).toEqual(heart.pressed === 'true' ? ['remove', '♥'] : ['add', '♡']);
      return heart.pressed === 'true';
    })
    .map(({ nodeId }) => nodeId);
/** A no-JavaScript player's heart press: the form posts and the answer sends them back to the lobby. */
const toggle = (heart: Heart, intent: 'add' | 'remove', cookie: string) =>
  postForm(
    env.stack.siteUrl,
    HOST,
    '/resources/favourite',
    { nodeId: heart.nodeId, vendor: heart.vendor, gameType: heart.gameType, intent, redirectTo: '/rng' },
    cookie,
  );

describe('signed-in pages beside the shared guest pages', () => {
  // Three rounds of nine pages, three of them whole renders: on a busy machine past the default 20 s.
  it('never shows one player what is another’s, across interleaved requests', { timeout: 90_000 }, async () => {
    const lin = await logIn(env.stack.siteUrl, HOST, LIN.username, LIN.password);
    const whale = await logIn(env.stack.siteUrl, HOST, WHALE.username, WHALE.password);
    // The guest pages are kept first, so a player's page could only come from them if the split leaked.
    for (const path of ['/index', '/rng']) await get(path);
    // Each player's own badge, from a page rendered whole for them (the members' centre reads the player).
    const badges = new Map<string, string | undefined>();
    for (const [player, cookie] of [
      [LIN, lin],
      [WHALE, whale],
    ] as const)
      badges.set(player.username, badgeOf((await get('/member/transferFund', cookie)).body));
    for (let round = 0; round < 3; round++) {
      for (const path of ['/index', '/rng', '/member/transferFund']) {
        const [a, b, guest] = await Promise.all([get(path, lin), get(path, whale), get(path)]);
        for (const [res, own, other] of [
          [a, LIN, WHALE],
          [b, WHALE, LIN],
        ] as const) {
          expect(res.status, path).toBe(200);
          expect(res.headers['cache-control'], path).toBe('private, no-store');
          expect(res.body, path).toContain(`>${own.nickname}<`);
          expect(res.body, path).not.toContain(`>${other.nickname}<`);
          expect(res.body, path).not.toContain(other.balance);
          if (path === '/member/transferFund') expect(res.body, path).toContain(own.balance);
          // The home page is the shared render with the player's own parts written in (said by X-Cache), never a
          // guest's page (no sign-in form), with their own badge and their own name in the hydration data.
          if (path !== '/member/transferFund') expect(res.headers['x-cache'], path).toBe('splice');
          else expect(res.headers['x-cache'], path).not.toBe('splice');
          expect(res.body, path).not.toContain('action="/login"');
          expect(res.body, path).toContain('data-testid="account-menu"');
          expect(badgeOf(res.body), path).toBe(badges.get(own.username));
          for (const text of inData(own)) expect(res.body, path).toContain(text);
          for (const text of inData(other)) expect(res.body, path).not.toContain(text);
          expect(res.body, path).not.toContain('zSpl1ce0');
        }
        // A guest gets the guest page: no player's name, balance or account menu.
        expect(guest.headers['x-cache']).not.toBe('splice');
        expect(guest.body).not.toContain('data-testid="balance"');
        for (const player of [LIN, WHALE]) {
          expect(guest.body).not.toContain(`>${player.nickname}<`);
          expect(guest.body).not.toContain(player.balance);
        }
      }
    }
  });

  it('writes each player their own hearts on the shared lobby, and a no-JavaScript toggle shows on the next page', async () => {
    const lin = await logIn(env.stack.siteUrl, HOST, LIN.username, LIN.password);
    const whale = await logIn(env.stack.siteUrl, HOST, WHALE.username, WHALE.password);
    const guestFirst = await get('/rng');
    const [a, b] = heartsOf(guestFirst.body);
    expect(a && b, 'two tiles on the lobby').toBeTruthy();
    // Each favours a different game, as a player without JavaScript does: the form posts and goes back.
    for (const [heart, cookie] of [
      [a!, lin],
      [b!, whale],
    ] as const) {
      const res = await toggle(heart, 'add', cookie);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/rng');
    }
    for (let round = 0; round < 2; round++) {
      const [linPage, whalePage, guest] = await Promise.all([get('/rng', lin), get('/rng', whale), get('/rng')]);
      for (const [res, own, other, ids, others] of [
        [linPage, LIN, WHALE, [a!.nodeId], [b!.nodeId]],
        [whalePage, WHALE, LIN, [b!.nodeId], [a!.nodeId]],
      ] as const) {
        expect(res.headers['x-cache']).toBe('splice');
        expect(filled(res.body)).toEqual(ids);
        expect(res.body).toContain(idsInData(ids));
        expect(res.body).not.toContain(idsInData(others));
        expect(res.body).toContain(`>${own.nickname}<`);
        expect(res.body).not.toContain(`>${other.nickname}<`);
        expect(res.body).not.toContain(other.balance);
        expect(res.body).not.toContain('zSpl1ce0');
      }
      expect(guest.headers['x-cache']).not.toBe('splice');
      expect(guest.body).not.toContain('data-testid="account-menu"');
      expect(filled(guest.body)).toEqual([]);
    }
    // The player's own list reads the player: the shared render is caught doing so, and the page renders whole.
    const favList = await get('/rng?games=RNG&type=fav', lin);
    expect(favList.headers['x-cache']).not.toBe('splice');
    expect(heartsOf(favList.body).map(({ nodeId }) => nodeId)).toEqual([a!.nodeId]);
    // Taken back: the page after the redirect shows the heart empty, and still comes from the shared render.
    expect((await toggle(a!, 'remove', lin)).status).toBe(302);
    const after = await get('/rng', lin);
    expect(after.headers['x-cache']).toBe('splice');
    expect(filled(after.body)).toEqual([]);
    expect(after.body).not.toContain(idsInData([a!.nodeId]));
    // A category page shares its body too: whether the player is a trial account is its only read of them.
    const live = await get('/live', whale);
    expect([live.status, live.headers['x-cache']]).toEqual([200, 'splice']);
    expect(live.body).toContain(`>${WHALE.nickname}<`);
  });

  it("keeps a signed-out player's notice theirs, and their next page is a guest's", async () => {
    const lin = await logIn(env.stack.siteUrl, HOST, LIN.username, LIN.password);
    const whale = await logIn(env.stack.siteUrl, HOST, WHALE.username, WHALE.password);
    const out = await postForm(env.stack.siteUrl, HOST, '/logout', {}, lin);
    expect(out.status).toBe(302);
    const flashed = sessionCookieOf(out)!;
    // The other player and a guest, asking at the same moment, never get the notice.
    const [notice, other, guest, lobby] = await Promise.all([get('/index', flashed), get('/index', whale), get('/index'), get('/rng', whale)]);
    expect(notice.body).toContain(LOGGED_OUT);
    expect(other.body).not.toContain(LOGGED_OUT);
    expect([lobby.headers['x-cache'], lobby.body.includes(LOGGED_OUT)]).toEqual(['splice', false]);
    expect(other.body).toContain(`>${WHALE.nickname}<`);
    // The other player's page is the shared one with their parts; the notice is never in what is shared.
    expect(other.headers['x-cache']).toBe('splice');
    expect((await get('/index', whale)).body).not.toContain(LOGGED_OUT);
    expect(guest.body).not.toContain(LOGGED_OUT);
    // Shown once (the browser keeps the cookie that answer wrote); then the signed-out visitor's page is a
    // guest's, with that cookie, the signed-in one they had, or none.
    const shown = sessionCookieOf(notice) ?? flashed;
    for (const cookie of [shown, lin, undefined]) {
      const next = await get('/index', cookie);
      expect(next.status).toBe(200);
      expect(next.body).not.toContain(LOGGED_OUT);
      expect(next.body).not.toContain(`>${LIN.nickname}<`);
      expect(next.body).not.toContain('data-testid="balance"');
      expect(next.body).toContain('href="/login');
    }
  });
});
