import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import type { RouteHandle } from './route-gates';
import type { Viewer } from './root-data';
import type { StandIn, TEXT_TOKENS, ViewerShape } from './shared-body';

const handleOf = (route: NonNullable<ServerBuild['routes'][string]>) => route.module.handle as Partial<RouteHandle> | undefined;

/**
 * The routes whose signed-in pages may be the shared render (`handle.sharedBody`): each must be public, and
 * so must every route above it with a loader of its own declare the same (the root excepted: it is built for
 * it). A declaration on a gated route stops the start-up.
 */
export function sharedBodyRoutes(build: Pick<ServerBuild, 'routes'>): Set<string> {
  const ids = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || !handleOf(route)?.sharedBody) continue;
    const gate = handleOf(route)?.gate;
    if (!gate || gate.open || gate.access !== 'public') throw new Error(`Route ${id} declares a shared body but its gate is not public`);
    let parent = route.parentId ? build.routes[route.parentId] : undefined;
    let shared = true;
    for (; parent && parent.id !== 'root'; parent = parent.parentId ? build.routes[parent.parentId] : undefined) {
      if (parent.module.loader && !handleOf(parent)?.sharedBody) shared = false;
    }
    if (shared) ids.add(id);
  }
  return ids;
}

/**
 * The routes whose signed-in pages may take their frame (header, footer, i18n bootstrap) from a shared render:
 * the member centre's pages (their gate or a parent's says `memberCentre`). Their own content always renders
 * per request; only what the frame shows of the player (the header's shape and text) is written in.
 */
export function sharedFrameRoutes(build: Pick<ServerBuild, 'routes'>): Set<string> {
  const ids = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    for (let at: typeof route | undefined = route; at; at = at.parentId ? build.routes[at.parentId] : undefined) {
      const gate = handleOf(at)?.gate;
      if (gate && !gate.open && gate.memberCentre) ids.add(id);
    }
  }
  return ids;
}

/** A signed-in player's own text for a shared page, by token name, and the page's shape. */
export type PersonalParts = {
  shape: ViewerShape;
  text: Record<keyof typeof TEXT_TOKENS, string>;
  sinceTouchMs: number;
  /** The header's state as read for this answer: a cut render's root shows the same (see frameRender), so its data agrees with the frame written in. */
  viewer: Viewer;
  /** The player's favourite game ids, asked for only by a page with hearts (kept a few seconds per session). */
  favourites: () => Promise<string[]>;
};

/**
 * Whether a signed-in player is looking, and a trial account: in a shared render the stand-in's (its shape),
 * read without the session, so a loader that needs no more of the player keeps its page shareable.
 */
export async function viewerKind(context: AppLoadContext): Promise<{ signedIn: boolean; isTrial: boolean }> {
  if (context.sharedBody) return { signedIn: true, isTrial: context.sharedBody.viewer.isTrial };
  const signIn = await context.signIn();
  return { signedIn: Boolean(signIn), isTrial: Boolean(signIn?.isTrial) };
}

/**
 * How a route's loader data stands in a shared centre page (see StandIn), and what must hold before its loader runs
 * for a shared page at all (`ready`: a loader with an effect on a later render, such as a money intent's lookup,
 * must not run for an answer that may still render whole, or the whole render would find it spent).
 */
export type RouteStandIn = { standIn: StandIn; ready?: (context: AppLoadContext) => Promise<boolean> };

/** A route's stand-in over its own loader's data type (the data it is given is always its loader's). */
export function routeStandIn<T>(standIn: StandIn<T>, ready?: RouteStandIn['ready']): RouteStandIn {
  return { standIn: standIn as StandIn, ready };
}

/**
 * The pages a shared centre render may stand in for, each with the routes whose loaders it gives (top down, the
 * root aside: 068's stand-in player is its data): a page route whose every route with a loader has a stand-in, and
 * none of whose paths takes a parameter (the loaders run here with none).
 */
export function sharedPageRoutes(build: Pick<ServerBuild, 'routes'>, standIns: Readonly<Record<string, RouteStandIn>>): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route?.module.default || !standIns[id]) continue;
    const chain: string[] = [];
    let fits = true;
    for (let at: typeof route | undefined = route; at && at.id !== 'root'; at = at.parentId ? build.routes[at.parentId] : undefined) {
      if (/[:*]/.test(at.path ?? '')) fits = false;
      if (at.module.loader) {
        if (!standIns[at.id]) fits = false;
        chain.unshift(at.id);
      }
    }
    if (fits) pages.set(id, chain);
  }
  return pages;
}

/** A signed-in player's parts of a shared centre page: 068's header parts, and the routes' data with their own texts as page tokens. */
export type PageParts = {
  personal: PersonalParts;
  /** What the shared render shows (the page's key as well): each route's data, the player's texts as `pageToken(i)`. */
  routeData: Record<string, unknown>;
  /** The player's texts, `texts[i]` in the place of `pageToken(i)`. */
  texts: string[];
  /** The texts that name the player: a shared render that shows one of them is not kept. */
  identifying: string[];
};
