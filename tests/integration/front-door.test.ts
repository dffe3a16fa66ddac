import { describe, expect, it, vi } from 'vitest';
import type * as RequestGuards from '../../server/http/request-guards';
import type * as SiteVisit from '../../server/http/site-visit';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

// Every run of the request guards and of the host lookup, by the request it was for.
const runs = vi.hoisted(() => ({ guards: [] as string[], hosts: [] as string[] }));

vi.mock('../../server/http/request-guards', async (importOriginal) => {
  const actual = await importOriginal<typeof RequestGuards>();
  return {
    ...actual,
    refusalOf: (request: Parameters<typeof actual.refusalOf>[0]) => {
      runs.guards.push(`${request.method} ${request.target}`);
      return actual.refusalOf(request);
    },
  };
});

vi.mock('../../server/http/site-visit', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteVisit>();
  return {
    ...actual,
    resolveVisit: (...args: Parameters<typeof actual.resolveVisit>) => {
      runs.hosts.push(`${args[0].method} ${args[1]}`);
      return actual.resolveVisit(...args);
    },
  };
});

// Guest pages kept a minute, so the second visit is a hit.
const env = useStack('front-door-', { env: { GUEST_PAGE_TTL_MS: '60000' } });
const HOST = 'demo-b.localhost:3000';
/** The image CDN pick the site's own cookie keeps (index 0), so every visit here has the same guest page key. */
const CDN_0 = `img_cdn=${encodeURIComponent(Buffer.from('0').toString('base64'))}`;

/** The request's answer, and how many times the guards and the host lookup ran for it. */
async function send(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  runs.guards.length = 0;
  runs.hosts.length = 0;
  const res = await httpRequest(`${env.stack.siteUrl}${pathname}`, { ...options, headers: { host: HOST, cookie: CDN_0, ...options.headers } });
  return { res, guards: runs.guards.length, hosts: runs.hosts.length };
}

describe('the front door', () => {
  it('runs the guards and the host lookup once for a guest page, whether it renders or comes from the cache', async () => {
    // The brand's config fetched first (a cold start's first visit renders alone).
    expect((await send('/index?warm')).res.status).toBe(200);
    const miss = await send('/index?front-door');
    expect(miss.res.status).toBe(200);
    expect(miss.res.headers['x-cache']).toBe('miss');
    expect({ guards: miss.guards, hosts: miss.hosts }).toEqual({ guards: 1, hosts: 1 });

    const hit = await send('/index?front-door');
    expect(hit.res.headers['x-cache']).toBe('hit');
    expect({ guards: hit.guards, hosts: hit.hosts }).toEqual({ guards: 1, hosts: 1 });
  });

  it('runs them once for a page past the cache, a refused form, a refused method and an unknown host', async () => {
    const bypass = await send('/index?front-door', { headers: { cookie: `${CDN_0}; other=1` } });
    expect(bypass.res.status).toBe(200);
    expect(bypass.res.headers['x-cache']).toBe('bypass');
    expect({ guards: bypass.guards, hosts: bypass.hosts }).toEqual({ guards: 1, hosts: 1 });

    const foreign = await send('/login', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    expect(foreign.res.status).toBe(403);
    expect({ guards: foreign.guards, hosts: foreign.hosts }).toEqual({ guards: 1, hosts: 1 });

    const deleted = await send('/index', { method: 'DELETE' });
    expect(deleted.res.status).toBe(405);
    expect({ guards: deleted.guards, hosts: deleted.hosts }).toEqual({ guards: 1, hosts: 0 });

    const unknown = await send('/index', { headers: { host: 'nobody.example' } });
    expect(unknown.res.status).toBe(404);
    expect({ guards: unknown.guards, hosts: unknown.hosts }).toEqual({ guards: 1, hosts: 1 });
  });
});
