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

describe('signed-in pages beside the shared guest pages', () => {
  it('never shows one player what is another’s, across interleaved requests', async () => {
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
          if (path === '/index') expect(res.headers['x-cache'], path).toBe('splice');
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

  it("keeps a signed-out player's notice theirs, and their next page is a guest's", async () => {
    const lin = await logIn(env.stack.siteUrl, HOST, LIN.username, LIN.password);
    const whale = await logIn(env.stack.siteUrl, HOST, WHALE.username, WHALE.password);
    const out = await postForm(env.stack.siteUrl, HOST, '/logout', {}, lin);
    expect(out.status).toBe(302);
    const flashed = sessionCookieOf(out)!;
    // The other player and a guest, asking at the same moment, never get the notice.
    const [notice, other, guest] = await Promise.all([get('/index', flashed), get('/index', whale), get('/index')]);
    expect(notice.body).toContain(LOGGED_OUT);
    expect(other.body).not.toContain(LOGGED_OUT);
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
