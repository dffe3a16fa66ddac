import type { ServerBuild } from '@remix-run/node';

type Routes = ServerBuild['routes'];

/** The URL path a route answers on, without its leading slash: its own path segment after its parents'. */
export function fullPath(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path.replace(/^\/+|\/+$/g, ''));
  }
  return parts.filter(Boolean).join('/');
}
