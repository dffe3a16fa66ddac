import { matchRoutes } from '@remix-run/react';
import type { ServerBuild } from '@remix-run/node';

/** A route as the router's matcher reads it. */
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type BuildRoute = NonNullable<ServerBuild['routes'][string]>;

/** Single fetch asks for a page's data at `<path>.data` (the root's at `/_root.data`). */
const DATA_SUFFIX = /\.data$/;

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
  return (pathname) => {
    const path = pathname === '/_root.data' ? '/' : pathname.replace(DATA_SUFFIX, '');
    const matches = matchRoutes(routes, path);
    return matches?.at(-1)?.route.id ?? null;
  };
}
