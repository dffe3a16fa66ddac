import type { ServerBuild } from '@remix-run/node';

const nothing = () => null;

/**
 * The build a shared frame renders with: the root as it is (its loader, the header, the footer, the i18n
 * bootstrap), every other route's module cut to its `handle` (the messages its page needs, its chrome) and a
 * component that renders nothing. No route's loader or action runs but the root's, so a frame render never
 * asks the platform anything for a page, never spends what a page's loader hands out (a money intent's key),
 * and never reads a player: it is the guest's request with 068's stand-in in the root.
 */
export function frameOnlyBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    // A resource route (no component) stays out: no page's frame renders through one.
    if (id === 'root' || !route.module.default) routes[id] = route;
    else routes[id] = { ...route, module: { handle: route.module.handle, default: nothing } };
  }
  return { ...build, routes };
}
