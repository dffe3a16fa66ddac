import { createRequire } from 'node:module';
import path from 'node:path';

type ConfigRoute = { id: string; parentId?: string; path?: string; index?: boolean; file: string };
type RemixConfig = { appDirectory: string; routes: Record<string, ConfigRoute> };

const require = createRequire(import.meta.url);
// The compiler's own reading of remix.config.js (route convention included): the tree the build serves.
const { readConfig } = require('@remix-run/dev/dist/config.js') as { readConfig: (root: string, mode: string) => Promise<RemixConfig> };

/**
 * A route as a visitor meets it. `key` names it by address, not by file, so it survives moving files:
 * its full URL path, with ` (index)` for an index route (which shares its parent's path).
 */
export type RouteEntry = { id: string; key: string; parentKey: string | null; urlPath: string; index: boolean; file: string; module: string };

export async function readRouteTree(root = path.resolve('.')): Promise<RouteEntry[]> {
  const config = await readConfig(root, 'production');
  const routes = config.routes;
  const urlPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? urlPath(route.parentId) : '';
    const own = route.path ? `/${route.path}` : '';
    return `${parent.replace(/\/$/, '')}${own}` || '/';
  };
  const key = (id: string) => (id === 'root' ? 'root' : `${urlPath(id)}${routes[id]!.index ? ' (index)' : ''}`);
  return Object.values(routes)
    .filter((route) => route.id !== 'root')
    .map((route) => ({
      id: route.id,
      key: key(route.id),
      parentKey: route.parentId ? key(route.parentId) : null,
      urlPath: urlPath(route.id),
      index: Boolean(route.index),
      file: route.file,
      module: path.join(config.appDirectory, route.file),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** One line a route: its key and, after `<`, its parent's; the parent of a page under the chrome only is `root`. */
export const routeTreeLines = (routes: readonly RouteEntry[]) => routes.map((r) => `${r.key} < ${r.parentKey}`);
