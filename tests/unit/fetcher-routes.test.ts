import { describe, expect, it } from 'vitest';
import { addFetcherRoutes, fetcherRouteEntries } from '~/request/fetcher-routes';

type Route = {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  hasLoader: boolean;
  hasAction: boolean;
  hasClientLoader: boolean;
};

const ROUTES: Record<string, Route> = {
  root: { id: 'root', path: '', module: '/build/root.js', imports: ['/build/_shared/a.js'], hasLoader: true, hasAction: false, hasClientLoader: false },
  'routes/resources+/chat-unread': {
    id: 'routes/resources+/chat-unread',
    parentId: 'root',
    path: 'resources/chat-unread',
    module: '/build/routes/resources+/chat-unread.js',
    imports: ['/build/_shared/b.js'],
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
  },
  'routes/_content+/[index]': {
    id: 'routes/_content+/[index]',
    parentId: 'root',
    path: 'index',
    module: '/build/i.js',
    hasLoader: true,
    hasAction: false,
    hasClientLoader: false,
  },
};

describe('the fetcher routes a first page carries (decision 094)', () => {
  it('writes each entry once, keyed by its id, without the id, its imports or the flags that are false', () => {
    const written = JSON.stringify(fetcherRouteEntries(ROUTES));
    expect(Object.keys(JSON.parse(written) as object)).toEqual(['routes/resources+/chat-unread', 'root']);
    expect(written).not.toContain('"id"');
    expect(written).not.toContain('false');
    expect(written).not.toContain('imports');
  });

  it("gives the router the same entries as the build's manifest (a missing flag reads as false)", () => {
    const doc = { getElementById: () => ({ textContent: JSON.stringify(fetcherRouteEntries(ROUTES)) }) } as unknown as Document;
    const manifest: { routes: Record<string, Partial<Route>> } = { routes: { 'routes/_content+/[index]': ROUTES['routes/_content+/[index]']! } };
    addFetcherRoutes(doc, manifest as Parameters<typeof addFetcherRoutes>[1]);
    for (const id of ['root', 'routes/resources+/chat-unread']) {
      const route = manifest.routes[id]!;
      const { imports: _imports, ...expected } = ROUTES[id]!;
      expect({ ...route, hasAction: route.hasAction ?? false, hasClientLoader: route.hasClientLoader ?? false }).toEqual(expected);
    }
  });
});
