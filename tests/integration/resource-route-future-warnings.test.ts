import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { httpRequest } from '../support/http';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';
import { BUILD_PATH } from '../../server/site-entry';

const env = useStack('resource-future-');
const HOST = 'demo-a.localhost:3000';
/** Remix's line when a resource route answers a raw value (single fetch): it turns the value into JSON itself and drops its status and headers. */
const FUTURE_CHANGE = /REMIX FUTURE CHANGE/;

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => warn.mockRestore());
const futureWarnings = () => warn.mock.calls.map((args) => args.map(String).join(' ')).filter((line) => FUTURE_CHANGE.test(line));

/** Every route of the build without a page (no default export, no error boundary): Remix answers it as a resource route. */
async function resourceRoutes() {
  // The build by the path the site loads it from (server/site-entry.ts): the same module, and outside the type check's program.
  const build = (await import(/* @vite-ignore */ pathToFileURL(BUILD_PATH).href)) as {
    routes: Record<
      string,
      { id: string; parentId?: string; path?: string; module: { default?: unknown; ErrorBoundary?: unknown; loader?: unknown; action?: unknown } }
    >;
  };
  const pathOf = (id: string): string => {
    const route = build.routes[id]!;
    const own = (route.path ?? '').replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');
    return route.parentId ? `${pathOf(route.parentId).replace(/\/$/, '')}/${own}` : `/${own}`;
  };
  return Object.values(build.routes)
    .filter((route) => route.module.default == null && route.module.ErrorBoundary == null)
    .map((route) => ({
      id: route.id,
      path: pathOf(route.id).replace(/\/$/, '') || '/',
      loader: Boolean(route.module.loader),
      action: Boolean(route.module.action),
    }));
}

describe("a resource route's answer under single fetch", () => {
  it('the chat badge poll answers its own JSON, status and no-store header, and logs no future-change warning', async () => {
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    const poll = await httpRequest(`${env.stack.siteUrl}/resources/chat-unread`, { headers: { host: HOST, cookie } });
    expect(poll.status).toBe(200);
    expect(JSON.parse(poll.body)).toEqual({ total: expect.any(Number) });
    expect(poll.headers['cache-control']).toBe('private, no-store');
    // A read mark without its fields is refused as such, not answered 200.
    const refused = await postForm(env.stack.siteUrl, HOST, '/resources/chat-unread', {}, cookie);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toEqual({ ok: false });
    const guest = await postForm(env.stack.siteUrl, HOST, '/resources/chat-unread', { roomId: '1', cursor: '1' });
    expect(guest.status).toBe(401);
    expect(futureWarnings()).toEqual([]);
  });

  it('no resource route of the build answers a raw value, signed in or not', { timeout: 60_000 }, async () => {
    const routes = await resourceRoutes();
    expect(routes.map((route) => route.path)).toContain('/resources/chat-unread');
    const cookie = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
    for (const route of routes) {
      for (const who of [cookie, undefined]) {
        if (route.loader) await httpRequest(`${env.stack.siteUrl}${route.path}`, { headers: { host: HOST, ...(who ? { cookie: who } : {}) } });
        // An empty form: each action's refusal (or its answer) is still a Response of its own.
        if (route.action) await postForm(env.stack.siteUrl, HOST, route.path, {}, who);
      }
    }
    expect(futureWarnings()).toEqual([]);
  });
});
