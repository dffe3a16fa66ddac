import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInPages, type SignedInPagesOptions } from '../../server/guest-pages/signed-in-pages';
import type { Visit } from '../../server/site-entry';
import type { RenderJob } from '../../server/render-worker/render-worker-protocol';

const TTL_MS = 200;
const brand = { id: 'demo-a' };
const visit = {
  host: { kind: 'brand', brand, host: 'demo-a.localhost', preview: false },
  port: null,
  origin: 'http://demo-a.localhost',
  clientIp: '127.0.0.1',
} as unknown as Visit;
/** The stand-in's shape: counts and yes/no, the same for both players here. */
const shape = { signedIn: true, isTrial: false, badges: 2, vipLabel: true, avatar: 'none', keepAliveEveryMs: 60_000 };
const NAMES: Record<string, string> = { lin: 'Lucky Lin', whale: 'Whale' };

/** Where each shared render ran, in order: `here` (the thread that answers) or `elsewhere` (the render worker). */
const renders: string[] = [];
const jobs: Omit<RenderJob, 'id'>[] = [];
let workerDown = false;
/** A shared page: its render's origin and count in the body, the nickname token where the player's name goes. */
const page = (nonce: string, from: string) =>
  new Response(`<!doctype html><html><head><script nonce="${nonce}">1</script></head><body><p>${from}</p><b>zSpl1ce0nickname0</b></body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

const options: SignedInPagesOptions = {
  ttlMs: TTL_MS,
  staleMs: 60_000,
  maxEntries: 10,
  maxBytes: 10_000_000,
  async render(_request, _visit, nonce) {
    renders.push('here');
    return page(nonce, `here ${renders.length}`);
  },
  async renderElsewhere(job) {
    if (workerDown) throw new Error('the render worker is restarting');
    renders.push('elsewhere');
    jobs.push(job);
    return page(job.nonce, `elsewhere ${renders.length}`);
  },
  sharedBody: {
    routeShares: (pathname: string) => pathname === '/index',
    personalParts: async (_visit: Visit, cookie: string | null) => {
      const player = /wl_session=(\w+)/.exec(cookie ?? '')?.[1] ?? '';
      return { shape, text: { nickname: NAMES[player]! }, sinceTouchMs: 0, favourites: async () => [] };
    },
    tokens: {
      text: { nickname: 'zSpl1ce0nickname0' },
      sinceTouch: '7340032101337',
      mark: 'zSpl1ce0',
      favourites: 'zSpl1ce0favourites0',
      favouriteChoice: { start: 'zSpl1ce0fav.', or: 'zSpl1ce0or.', end: 'zSpl1ce0end.' },
      page: (n: number) => `zSpl1ce0p${n}x`,
    },
    playerReadHeader: 'x-shared-body-read-player',
  } as unknown as SignedInPagesOptions['sharedBody'],
  contentMissing: { header: 'x-content-missing', partOf: () => null },
  assignImageCdn: () => Promise.resolve({ pair: 'img_cdn=0', setCookie: null }),
  touchBrandContent: () => undefined,
  onBrandContentChange: () => () => undefined,
  ownHeaders: new Set(['set-cookie']),
};
const pages = new SignedInPages(options);
const step = pages.middleware(() => visit);
const server = http.createServer((req, res) => {
  void step(req, res, (error?: unknown) => {
    res.statusCode = error ? 500 : 404;
    res.end('not spliced');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (player: string) => {
  const res = await fetch(`${base}/index`, { headers: { cookie: `img_cdn=0; wl_session=${player}` } });
  return { cache: res.headers.get('x-cache'), body: await res.text() };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Asks until the page comes from a render after `count` (the replacement landed), at most a few seconds. */
const pageAfter = async (player: string, count: number) => {
  for (let i = 0; i < 100; i++) {
    const res = await get(player);
    const n = Number(/<p>\w+ (\d+)<\/p>/.exec(res.body)?.[1]);
    if (n > count) return res;
    await sleep(20);
  }
  throw new Error('the stale page was never replaced');
};

describe("a signed-in page's shared render", () => {
  it('renders a stale page’s replacement in the render worker, the stale page served meanwhile, each player their own name', async () => {
    // No page kept: the request waits, so it renders on the thread that answers (the worker runs behind it).
    const first = await get('lin');
    expect(first.cache).toBe('splice');
    expect(first.body).toContain('<p>here 1</p>');
    expect(first.body).toContain('<b>Lucky Lin</b>');
    await sleep(TTL_MS + 50);
    // Past its time the page is served as it is while one replacement renders, in the worker, for the same shape.
    const stale = await get('whale');
    expect(stale.body).toContain('<p>here 1</p>');
    expect(stale.body).toContain('<b>Whale</b>');
    const replaced = await pageAfter('lin', 1);
    expect(renders).toEqual(['here', 'elsewhere']);
    expect(replaced.body).toContain('<p>elsewhere 2</p>');
    expect(replaced.body).toContain('<b>Lucky Lin</b>');
    expect(replaced.body).not.toContain('Whale');
    expect(jobs[0]).toMatchObject({ url: 'http://demo-a.localhost/index', cookie: 'img_cdn=0', brandId: 'demo-a', host: 'demo-a.localhost', shape });
    // The job carries no player's text: only the shape, the key's URL and the guest cookies.
    expect(JSON.stringify(jobs[0])).not.toMatch(/Lucky Lin|Whale|wl_session/);
  });

  it('renders the replacement on its own thread when the worker cannot take it', async () => {
    workerDown = true;
    try {
      const before = renders.length;
      await sleep(TTL_MS + 50);
      await get('whale');
      const replaced = await pageAfter('whale', before);
      expect(renders.slice(before)).toEqual(['here']);
      expect(replaced.body).toContain(`<p>here ${before + 1}</p>`);
      expect(replaced.body).toContain('<b>Whale</b>');
    } finally {
      workerDown = false;
    }
  });
});
