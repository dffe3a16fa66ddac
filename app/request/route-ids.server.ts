import { matchRoutes } from '@remix-run/react';
import type { ServerBuild } from '@remix-run/node';

/** A route as the router's matcher reads it. */
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type BuildRoute = NonNullable<ServerBuild['routes'][string]>;

/** Single fetch asks for a page's data at `<path>.data` (the root's at `/_root.data`). */
const DATA_SUFFIX = /\.data$/;
/** How many paths' route ids are kept at most. */
const KNOWN_PATHS = 1000;

/**
 * The build's routes as a tree the router matches, and the id of the deepest route a path renders
 * (`routes/blog.$slug` for any post): what a measurement may be labelled with, a set as small as the app.
 */
export function routeIdOf(build: ServerBuild): (pathname: string) => string | null {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: tree(id) },
    );
  const routes = tree(undefined);
  // Every request is labelled once it ends: the answer per path is kept (forgotten all at once past a
  // bound, so odd paths cannot grow it), as matching walks every branch of the tree.
  const known = new Map<string, string | null>();
  return (pathname) => {
    const kept = known.get(pathname);
    if (kept !== undefined) return kept;
    const path = pathname === '/_root.data' ? '/' : pathname.replace(DATA_SUFFIX, '');
    const id = matchRoutes(routes, path)?.at(-1)?.route.id ?? null;
    if (known.size >= KNOWN_PATHS) known.clear();
    known.set(pathname, id);
    return id;
  };
}

/** The ids of the build's resource routes (as Remix tells them: no page component, no error boundary): they answer text, JSON or a file, never a page. */
export const resourceRouteIds = (build: ServerBuild): ReadonlySet<string> =>
  new Set(Object.values(build.routes).flatMap((route) => (route && !route.module.default && !route.module.ErrorBoundary ? [route.id] : [])));
