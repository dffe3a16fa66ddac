import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { steadyParts } from '../support/page-data';
import { logIn, postForm, sessionCookieOf } from '../support/site-session';
import { useStack } from '../support/stack';

const env = useStack('centre-frames-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-a.localhost:3000';
const get = (pathname: string, cookie?: string) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
/** A page as a browser asks for it (gzip, deflate, br), its bytes as they came. */
const asBrowser = (pathname: string, cookie: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, cookie, 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject).end();
  });
/** A page once its frame is kept: the first request of a key renders whole while the frame renders behind it. */
async function framed(pathname: string, cookie: string) {
  for (let tries = 0; ; tries++) {
    const res = await get(pathname, cookie);
    if (res.headers['x-cache'] === 'frame' || tries === 20) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Two seeded players of demo-a: their nicknames and balances as the pages write them. */
const LIN = { username: 'player1', password: 'Player123', nickname: 'Lucky Lin', balance: '1,250.50' };
const WHALE = { username: 'vipwhale', password: 'Whale12345', nickname: 'Whale', balance: '98,765.43' };
/** The deposit page is a whole shared page now (`X-Cache: splice`, centre-pages.test.ts): its frame alone is not asked of it here. */
const PAGES = ['/member/securityCenter', '/member/withdraw', '/member/transactionHistory'];
const LOGGED_OUT = '>You have been logged out.<';
/** The player's name and account in the page's data, as the header's hydration reads them. */
const inData = (player: { username: string; nickname: string }) => [`\\"nickname\\",\\"${player.nickname}\\"`, `\\"account\\",\\"${player.username}\\"`];
/** A player signed in with the image CDN the first page picks, kept as a browser keeps it (a page's key includes it). */
async function signedIn(player: { username: string; password: string }) {
  const session = await logIn(env.stack.siteUrl, HOST, player.username, player.password);
  const first = await get('/member/depositv2', session);
  const cdn = [first.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('img_cdn='));
  expect(cdn).toBeTruthy();
  return `${session}; ${cdn}`;
}

describe('member-centre pages with their frame from a shared render', () => {
  it('never shows one player what is another’s, across interleaved requests', { timeout: 90_000 }, async () => {
    const [lin, whale] = [await signedIn(LIN), await signedIn(WHALE)];
    for (const path of PAGES) for (const player of [lin, whale]) await framed(path, player);
    for (let round = 0; round < 2; round++) {
      for (const path of PAGES) {
        const [a, b, guest] = await Promise.all([get(path, lin), get(path, whale), get(path)]);
        for (const [res, own, other] of [
          [a, LIN, WHALE],
          [b, WHALE, LIN],
        ] as const) {
          expect(res.status, path).toBe(200);
          expect(res.headers['x-cache'], path).toBe('frame');
          expect(res.headers['cache-control'], path).toBe('private, no-store');
          // The header (the frame's) and the centre (the page's own) both name this player, never the other.
          expect(res.body.split(`>${own.nickname}<`).length - 1, path).toBeGreaterThanOrEqual(1);
          expect(res.body, path).not.toContain(other.nickname);
          expect(res.body, path).toContain(own.balance);
          expect(res.body, path).not.toContain(other.balance);
          for (const text of inData(own)) expect(res.body, path).toContain(text);
          for (const text of inData(other)) expect(res.body, path).not.toContain(text);
          // Whole: the header's menu, the footer, the messages, and no mark or token left.
          expect(res.body, path).toContain('data-testid="account-menu"');
          expect(res.body, path).toContain('<footer');
          expect(res.body, path).toMatch(/<script id="i18n-bootstrap" type="application\/json">\{"language"/);
          for (const mark of ['data-frame-', 'zFrame0', 'zSpl1ce0']) expect(res.body, path).not.toContain(mark);
        }
        // A guest never gets a player's page: the centre sends them to log in.
        expect(guest.status, path).toBe(302);
        expect(guest.headers.location, path).toMatch(/^\/login/);
        for (const player of [LIN, WHALE]) expect(guest.body).not.toContain(player.nickname);
      }
    }
  });

  it('writes the same page a whole render does, and renders whole what it cannot key', async () => {
    const whale = await signedIn(WHALE);
    for (const path of ['/member/securityCenter', '/member/withdraw']) {
      const page = await framed(path, whale);
      // A cookie the guest-page key does not know: no shared frame, the page renders whole.
      const whole = await get(path, `${whale}; unknown=1`);
      expect(page.headers['x-cache'], path).toBe('frame');
      expect(whole.headers['x-cache'], path).toBe('bypass');
      expect(await steadyParts(page.body), path).toEqual(await steadyParts(whole.body));
    }
  });

  it('sends a browser the same page gzipped from the frame kept deflated, never compressed whole per answer', async () => {
    const [lin, whale] = [await signedIn(LIN), await signedIn(WHALE)];
    for (const path of PAGES) {
      for (const [cookie, own, other] of [
        [lin, LIN, WHALE],
        [whale, WHALE, LIN],
      ] as const) {
        const plain = await framed(path, cookie);
        const zipped = await asBrowser(path, cookie);
        expect(zipped.headers['x-cache'], path).toBe('frame');
        // gzip although brotli is offered: the kept parts are deflate streams, only the answer's own bytes are compressed.
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        expect(zipped.headers.vary, path).toMatch(/Accept-Encoding/);
        expect(Number(zipped.headers['content-length']), path).toBe(zipped.bytes.length);
        const page = zlib.gunzipSync(zipped.bytes).toString('utf8');
        expect(await steadyParts(page), path).toEqual(await steadyParts(plain.body));
        expect(page, path).toContain(own.balance);
        expect(page, path).not.toContain(other.nickname);
        // The nonce of the policy is the page's, in the header's part (kept deflated) as in the render's own.
        const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers['content-security-policy']))![1]!;
        expect(page.split(`nonce="${nonce}"`).length - 1, path).toBe(page.split('nonce="').length - 1);
      }
    }
  });

  it("keeps a signed-out player's notice theirs on the centre's pages", async () => {
    const lin = await logIn(env.stack.siteUrl, HOST, LIN.username, LIN.password);
    const whale = await signedIn(WHALE);
    await framed('/member/withdraw', whale);
    const out = await postForm(env.stack.siteUrl, HOST, '/logout', {}, lin);
    const flashed = sessionCookieOf(out)!;
    const [notice, other] = await Promise.all([get('/index', flashed), get('/member/withdraw', whale)]);
    expect(notice.body).toContain(LOGGED_OUT);
    expect(other.headers['x-cache']).toBe('frame');
    expect(other.body).not.toContain(LOGGED_OUT);
    expect(other.body).not.toContain(LIN.nickname);
  });
});
