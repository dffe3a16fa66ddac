import { UNSAFE_RemixContext } from '@remix-run/react';
import { useContext } from 'react';

/** The inline JSON of the routes a fetcher may load before a navigation (see FetcherRoutes). */
export const FETCHER_ROUTES_ID = 'fetcher-routes';

/**
 * Routes a page's fetchers load on their own (the resource routes: the footer's chat count, the balance,
 * the public state, the lobby's next games; the agent's contract request). With lazy route discovery a
 * fetcher whose route is still being discovered when a navigation starts makes Remix's router record a 404
 * at the new page's boundary (decision 033), so these are known from the first page, not discovered.
 */
export function isFetcherRoute(id: string): boolean {
  return id.startsWith('routes/resources+/') || id === 'routes/_account+/contractRequest';
}

type ManifestRoute = { id: string; parentId?: string; imports?: string[] };
type Manifest = { routes: Record<string, ManifestRoute> };

/** An entry as the page carries it: keyed by its id, so without it (the browser puts it back). */
type WrittenRoute = Omit<ManifestRoute, 'id'>;

/**
 * The fetcher routes' manifest entries with every ancestor the first page's manifest may lack. Without
 * `imports`: those only preload a module's chunks; the module's own imports fetch them when it loads.
 * Without the id (the key) and the flags that are false (Remix reads a missing flag as false): every page
 * carries these bytes before it runs.
 */
export function fetcherRouteEntries(routes: Readonly<Record<string, ManifestRoute>>): Record<string, WrittenRoute> {
  const picked: Record<string, WrittenRoute> = {};
  for (const id of Object.keys(routes).filter(isFetcherRoute)) {
    for (let route: ManifestRoute | undefined = routes[id]; route && !picked[route.id]; route = route.parentId ? routes[route.parentId] : undefined) {
      picked[route.id] = Object.fromEntries(
        Object.entries(route as Record<string, unknown>).filter(([key, value]) => key !== 'id' && key !== 'imports' && value !== false),
      ) as WrittenRoute;
    }
  }
  return picked;
}

/** The inline JSON, made once per build's manifest (every page writes the same), `<` escaped so no route path can close the element. */
const written = new WeakMap<object, string>();
function fetcherRoutesJson(routes: Readonly<Record<string, ManifestRoute>>): string {
  let json = written.get(routes);
  if (json === undefined) written.set(routes, (json = JSON.stringify(fetcherRouteEntries(routes)).replace(/</g, '\\u003c')));
  return json;
}

/**
 * Written by the server only: the browser's render keeps the server's text (as the other inline scripts do).
 */
export function FetcherRoutes() {
  const context = useContext(UNSAFE_RemixContext) as { manifest: Manifest } | undefined;
  const json = typeof document === 'undefined' && context ? fetcherRoutesJson(context.manifest.routes) : '';
  return <script id={FETCHER_ROUTES_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Before hydration: the fetcher routes join the first page's manifest, so the router knows them from its start. */
export function addFetcherRoutes(doc: Document, manifest: Manifest | undefined): void {
  if (!manifest) return;
  try {
    const entries = JSON.parse(doc.getElementById(FETCHER_ROUTES_ID)?.textContent ?? '{}') as Record<string, WrittenRoute>;
    for (const [id, route] of Object.entries(entries)) if (!manifest.routes[id]) manifest.routes[id] = { ...route, id };
  } catch {
    // Without them these routes are discovered as they are asked for, as every other route is.
  }
}
