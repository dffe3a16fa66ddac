import type { ServerBuild } from '@remix-run/node';
import type { Needs, RouteHandle } from './route-gates';
import { fullPath } from './route-paths.server';

/** The capability the route at a URL path declares in `handle.gate.needs`, or null when it needs none. */
export type RouteNeeds = (pathname: string) => Needs | null;

/**
 * Every route's `gate.needs` by its address, read from the build like the gates, so a menu asks the route
 * itself whether the brand offers its page: the gate and the menu read one declaration.
 */
export function routeNeeds(build: Pick<ServerBuild, 'routes'>): RouteNeeds {
  const byPath = new Map<string, Needs>();
  for (const [id, route] of Object.entries(build.routes)) {
    const gate = (route.module.handle as Partial<RouteHandle> | undefined)?.gate;
    if (gate && !gate.open && gate.needs) byPath.set(`/${fullPath(build.routes, id)}`.toLowerCase(), gate.needs);
  }
  return (pathname) => byPath.get(pathname.toLowerCase()) ?? null;
}
