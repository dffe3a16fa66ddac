import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

// Guest pages kept a minute, as deployed: a resource route's answer is never one of them.
const env = useStack('resource-route-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-a.localhost:3000';

const get = (pathname: string, headers: Record<string, string> = {}) => httpRequest(`${env.stack.siteUrl}${pathname}`, { headers: { host: HOST, ...headers } });

describe("a resource route's answer (the floor: /health)", () => {
  it('is the route’s own answer with every header of the site, past the guest cache and without an image CDN cookie, first visit or later', async () => {
    // The brand's config fetched first (a cold start's first visit renders alone).
    expect((await get('/index?warm')).status).toBe(200);
    const answers = [await get('/health'), await get('/health'), await get('/health', { 'accept-encoding': 'gzip' })];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toBe('ok');
      // The route names `text/plain` alone; the site says its charset (as Express's `res.set` did).
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      // `compression` still sees the answer (too small to encode, but its Vary holds for every text answer).
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-length']).toBe('2');
      expect(res.headers['x-cache']).toBe('bypass');
      expect(res.headers['x-request-id']).toMatch(/\S/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      // A text answer has no images: it never picks (or sets) the visitor's image CDN.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const ids = new Set(answers.map((res) => res.headers['x-request-id']));
    expect(ids.size).toBe(answers.length);
  });

  it('answers a HEAD with the same headers and no body', async () => {
    const res = await httpRequest(`${env.stack.siteUrl}/health`, { method: 'HEAD', headers: { host: HOST } });
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-cache']).toBe('bypass');
  });
});
