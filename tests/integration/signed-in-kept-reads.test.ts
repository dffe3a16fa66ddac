import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { logIn, postForm } from '../support/site-session';
import { useStackBehindSlowProxy } from '../support/slow-proxy';

// The header's state and the favourites are kept 2 s a session (served 2 s more while read again); the platform's timeout is far past what a page may take here.
const env = useStackBehindSlowProxy('signed-in-kept-reads-', {
  configTtlMs: 300,
  // Shared pages are kept 300 ms and served stale for a minute while one render replaces them.
  env: { SHELL_STATE_FRESH_MS: '2000', PLATFORM_TIMEOUT_MS: '6000', REQUEST_BUDGET_MS: '8000', GUEST_PAGE_STALE_MS: '60000' },
});
const HOST = 'demo-a.localhost:3000';
const FAVOURITES_CALL = /MCSFE_getFavoriteGames/;
const get = (pathname: string, cookie?: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
/** The node ids of the lobby's hearts shown filled. */
const filled = (body: string) =>
  [...body.matchAll(/data-node-id="(\d+)"[^]*?aria-pressed="(true|false)"/g)].filter(([, , pressed]) => pressed === 'true').map(([, id]) => id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a signed-in lobby while the player's favourites are read again", () => {
  it('answers at once with the hearts it had while the read runs, and a toggle still shows on the next page', { timeout: 60_000 }, async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const heart = /data-node-id="(\d+)"[^]*?name="vendor" value="([^"]*)"[^]*?name="gameType" value="([^"]*)"/.exec((await get('/rng')).body);
    expect(heart, 'a tile on the lobby').toBeTruthy();
    const [, nodeId, vendor, gameType] = heart!;
    // A no-JavaScript heart press: the form posts and goes back to the lobby.
    const press = async (intent: 'add' | 'remove') =>
      expect(
        (
          await postForm(
            env.stack.siteUrl,
            HOST,
            '/resources/favourite',
            { nodeId: nodeId!, vendor: vendor!, gameType: gameType!, intent, redirectTo: '/rng' },
            cookie,
          )
        ).status,
      ).toBe(302);
    await press('add');
    const before = await get('/rng', cookie);
    expect([before.headers['x-cache'], filled(before.body)]).toEqual(['splice', [nodeId]]);

    // The favourites aged out and the platform is slow to give them again: the page does not wait for it.
    await sleep(2_300);
    env.proxy.hold(FAVOURITES_CALL);
    try {
      const started = Date.now();
      const during = await get('/rng', cookie);
      const tookMs = Date.now() - started;
      expect(during.status).toBe(200);
      expect(during.headers['x-cache']).toBe('splice');
      expect(filled(during.body)).toEqual([nodeId]);
      // Waiting for the read takes the platform's whole timeout (6 s); a generous bound for a busy machine.
      expect(tookMs).toBeLessThan(3_000);
    } finally {
      env.proxy.release();
    }

    // The read answered: the hearts stand as they were, and a toggle is still shown on the very next page.
    await press('remove');
    const after = await get('/rng', cookie);
    expect([after.headers['x-cache'], filled(after.body)]).toEqual(['splice', []]);
  });

  it("writes each player's own parts into a stale shared page and into the one that replaces it", { timeout: 60_000 }, async () => {
    const players = [
      { nickname: 'Lucky Lin', cookie: await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123') },
      { nickname: 'Whale', cookie: await logIn(env.stack.siteUrl, HOST, 'vipwhale', 'Whale12345') },
    ];
    for (let round = 0; round < 3; round++) {
      // Past the shared page's 300 ms: the first pages of a round get the stale one while it renders again.
      await sleep(500);
      const pages = await Promise.all(players.map(({ cookie }) => get('/index', cookie)));
      pages.forEach((page, i) => {
        expect([page.status, page.headers['x-cache']]).toEqual([200, 'splice']);
        expect(page.body).toContain(`>${players[i]!.nickname}<`);
        expect(page.body).not.toContain(`>${players[1 - i]!.nickname}<`);
        expect(page.body).not.toContain('zSpl1ce0');
      });
    }
  });
});
