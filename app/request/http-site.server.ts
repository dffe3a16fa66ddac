import { pathnameOf } from '~/lib/url-path';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { ConcurrencyLimit } from '~/lib/concurrency-limit.server';
import { cookiesAreSecure, getEnv } from '~/lib/env.server';
import { busyPage } from './busy-page.server';
import { getBrandRegistry } from './brands/registry.server';
import { resolveHost } from './brands/resolve-host';
import type { HostMatch } from './context';
import { createRequestContext } from './context.server';
import { assignImageCdn, onBrandContentChange, refreshBrandContent, touchBrandContent } from './guest-page-inputs.server';
import { CONTENT_MISSING, missingPartOf } from './main-content';
import { notReadyReasons } from './readiness.server';
import type { RequestTrace } from './request-trace';
import { resourceRouteIds, routeIdOf } from './route-ids.server';
import { stagingOnlyRoutes, withRouteGates, type BeforeGate } from './route-gates.server';
import { startRevocationWorker } from './session/revocations.server';
import { closeSessionStore } from './session/store.server';
import { uploadBudgets, uploadLimits } from './upload-allowance.server';
import { routeNeeds } from './route-needs.server';
import { frameOnlyBuild } from './frame-only-build.server';
import { sharedBodyRoutes, sharedFrameRoutes, sharedPageRoutes, type PageParts, type PersonalParts, type RouteStandIn } from './shared-body.server';
import { sharedPageParts } from './shared-page-parts.server';
import { BOOTSTRAP_PLACE, framePartMarks, type FrameRender } from './frame-parts';
import type { Viewer } from './root-data';
import { I18N_BOOTSTRAP_ID } from '~/i18n/i18n-bootstrap';
import type { RequestContext } from './context';
import {
  sharedBodyRender,
  FAVOURITE_CHOICE,
  FAVOURITES_TOKEN,
  PLAYER_READ_HEADER,
  TEXT_TOKENS,
  SINCE_TOKEN_TEXT,
  TOKEN_MARK,
  pageToken,
  type SharedBodyRender,
  type ViewerShape,
} from './shared-body';
import { onAudit, recordAudit } from './staff/audit-trail.server';
import { refuseUnguardedStaging, stagingAccessOf, type StaffMember } from './staff/staging-access.server';
import { staffAccounts } from './staff/staff-accounts.server';
import { clearedStaffCookie, staffSessionCookie, staffSessionSignedOut } from './staff/staff-session.server';

/** Who a request is for, as the HTTP server resolved it from the Host before anything else ran. */
export type Visit = {
  host: HostMatch;
  /** The port the visitor used, if the Host named one. */
  port: string | null;
  /** `scheme://host[:port]` as the visitor addressed the site. */
  origin: string;
  clientIp: string | null;
  /** The request's id and its platform calls as they happen, for the server's log line. */
  trace?: RequestTrace;
  /** On staging hosts, the staff member looking (null elsewhere, and on the sign-in page before signing in). */
  staff?: StaffMember | null;
};

/**
 * After Remix answered: a staff session seen a while ago gets its cookie renewed (its idle clock restarts),
 * and a page of a draft brand's preview goes into the audit trail.
 */
async function afterStaffRender(request: Request, visit: Visit, response: Response, stagingDomain: string | undefined) {
  const { staff, host } = visit;
  if (staff?.renew && staff.session && stagingDomain) response.headers.append('Set-Cookie', staffSessionCookie(staff.session, stagingDomain));
  const page = request.method === 'GET' && response.status < 300 && (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (page && host.kind === 'brand' && host.preview && host.brand.draft) {
    await recordAudit({
      action: 'draft.view',
      actor: staff?.name ?? null,
      via: staff?.via ?? null,
      reqId: visit.trace?.id ?? null,
      clientIp: visit.clientIp,
      brand: host.brand.id,
      path: new URL(request.url).pathname,
      outcome: 'ok',
    });
  }
}

/**
 * A staff cookie whose session was signed out on another instance (the front door here only knows its own
 * sign-outs): the request is answered as if it came without the cookie, and the cookie is cleared.
 */
function signedOutElsewhere(request: Request, visit: Visit, stagingDomain: string | undefined): Visit | Response {
  const url = new URL(request.url);
  const access = stagingAccessOf({
    host: visit.host,
    method: request.method,
    target: `${url.pathname}${url.search}`,
    cookie: undefined,
    authorization: undefined,
    origin: visit.origin,
  });
  if (access.kind === 'pass') return { ...visit, staff: access.staff };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (stagingDomain) headers.set('Set-Cookie', clearedStaffCookie(stagingDomain));
  if (access.kind === 'sign-in') {
    headers.set('Location', access.location);
    return new Response(null, { status: 303, headers });
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response('Staging is for support staff.', { status: 401, headers });
}

/** A form that carries files: only these get an upload route's longer budget. */
const MULTIPART = /^multipart\/form-data\b/i;

/**
 * The site as the HTTP server sees it, over the build it is part of: the build's own environment and
 * brands (one copy per process), and `render`, the one way a request reaches Remix, whoever asks (a
 * visitor's request, the guest page cache's shared render, the render worker).
 */
/**
 * What the site's features lend the HTTP entry: a `?token=` sign-in before any gate, a signed-in player's own
 * parts of a shared page (see PersonalParts; without it every signed-in page renders whole), and how the routes
 * of centre pages rendered once for many players stand in their shared render (by route id, see RouteStandIn).
 */
type SiteHooks = {
  beforeGate?: BeforeGate;
  personalParts?: (context: RequestContext) => Promise<PersonalParts | null>;
  standIns?: Readonly<Record<string, RouteStandIn>>;
};

export function openSite(build: ServerBuild, hooks: SiteHooks = {}) {
  const env = getEnv();
  const registry = getBrandRegistry();
  const gatedBuild = withRouteGates(build, hooks);
  const handle = createRequestHandler(gatedBuild, env.NODE_ENV);
  const frameHandle = createRequestHandler(withRouteGates(frameOnlyBuild(build), hooks), env.NODE_ENV);
  const needsOf = routeNeeds(build);
  const routeOf = routeIdOf(build);
  const uploadBudgetOf = uploadBudgets(build, env.ACTION_BUDGET_MS, env.PLATFORM_TIMEOUT_MS);
  /** A page's budget, an action's, or an upload's (its images' calls included). */
  const budgetOf = (request: Request, routeId: string) => {
    if (request.method !== 'POST') return env.REQUEST_BUDGET_MS;
    return MULTIPART.test(request.headers.get('content-type') ?? '') ? uploadBudgetOf(routeId) : env.ACTION_BUDGET_MS;
  };
  const resourceRoutes = resourceRouteIds(build);
  const stagingOnly = stagingOnlyRoutes(build);
  const sharedBody = sharedBodyRoutes(build);
  const sharedFrame = sharedFrameRoutes(build);
  const sharedPage = sharedPageRoutes(build, hooks.standIns ?? {});
  const pageParts = hooks.personalParts && hooks.standIns ? sharedPageParts(gatedBuild, hooks.standIns, hooks.personalParts) : null;
  /** A context for the server's own reads of a visitor's player (their parts of a shared page), as a page's render builds one. */
  const playerContext = (visit: Visit, cookie: string | null) =>
    createRequestContext({
      host: visit.host,
      cookie,
      clientIp: visit.clientIp,
      port: visit.port,
      origin: visit.origin,
      nonce: '',
      budgetMs: env.REQUEST_BUDGET_MS,
      needsOf,
      trace: visit.trace,
    });
  const previewOnly = stagingOnlyRoutes(build, 'previewOnly');
  // A bad staff file stops the start-up, naming its field, like a bad environment; so does an unguarded staging in production.
  staffAccounts();
  refuseUnguardedStaging(env);
  return {
    env,
    brands: registry.brands,
    brandById: (id: string) => registry.index.byId.get(id),
    cookiesAreSecure: cookiesAreSecure(env),
    /** Where a Host (or X-Forwarded-Host, when trusted) leads: a brand, a redirect, staging, or nowhere. */
    resolveHost: (input: { host: string | null; forwardedHost: string | null; pathAndQuery: string }) =>
      resolveHost(input, { index: registry.index, trustProxy: env.TRUST_PROXY, stagingDomain: env.STAGING_DOMAIN ?? null }),
    /** Whether a request to a staging host may go on, and as which staff member (see stagingAccessOf). */
    stagingAccess: stagingAccessOf,
    /** Each staff action's audit record as it happens, for the server's log. */
    onAudit,
    /**
     * Remix's answer to `request` for `visit`, its context built here with `nonce` for its scripts and the
     * request's own Cookie header; a POST gets the action's time budget (a form with images more, see uploadBudgets), anything else a page's.
     */
    async render(
      request: Request,
      visit: Visit,
      nonce: string,
      shared?: { shape?: ViewerShape; frame?: FrameRender; viewer?: Viewer; routeData?: SharedBodyRender['routeData'] },
    ): Promise<Response> {
      // Staff pages exist on staging's hosts only (some on its own host, some on previews): elsewhere not even their messages are sent.
      const routeId = routeOf(pathnameOf(request.url)) ?? '';
      const onPreview = visit.host.kind === 'brand' && visit.host.preview;
      if ((visit.host.kind !== 'staging-index' && stagingOnly.has(routeId)) || (!onPreview && previewOnly.has(routeId))) {
        return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      if (visit.staff?.session && (await staffSessionSignedOut(visit.staff.session.sid))) {
        const afterSignOut = signedOutElsewhere(request, visit, env.STAGING_DOMAIN);
        if (afterSignOut instanceof Response) return afterSignOut;
        visit = afterSignOut;
      }
      const context = createRequestContext({
        host: visit.host,
        cookie: request.headers.get('cookie'),
        clientIp: visit.clientIp,
        port: visit.port,
        origin: visit.origin,
        nonce,
        budgetMs: budgetOf(request, routeId),
        needsOf,
        trace: visit.trace,
        staff: visit.staff,
        sharedBody: shared?.shape ? sharedBodyRender(shared.shape, shared.routeData ?? null) : null,
        frameRender: shared?.frame ?? null,
        frameViewer: shared?.viewer ?? null,
      });
      // A shared frame renders the root alone: no page's loader runs for it (see frameOnlyBuild).
      const response = await (shared?.frame === 'shared' ? frameHandle : handle)(request, context);
      if (visit.host.kind === 'staging-index' || visit.host.preview) await afterStaffRender(request, visit, response, env.STAGING_DOMAIN);
      return response;
    },
    /**
     * Signed-in pages built from a shared render (`render` with a shape): whether a path's route declares it,
     * the player's own parts for a visitor (null: render the page whole), and the tokens they replace.
     */
    sharedBody: {
      routeShares: (pathname: string) => sharedBody.has(routeOf(pathname) ?? ''),
      /** Whether a path's signed-in page may take its frame (header, footer, i18n bootstrap) from a shared render: the member centre's pages. */
      routeSharesFrame: (pathname: string) => sharedFrame.has(routeOf(pathname) ?? ''),
      personalParts: async (visit: Visit, cookie: string | null): Promise<PersonalParts | null> =>
        hooks.personalParts === undefined ? null : hooks.personalParts(playerContext(visit, cookie)),
      /** Whether a path's signed-in page may be a whole shared centre page (its routes' data from a stand-in, see RouteStandIn). */
      routeSharesPage: (pathname: string) => sharedPage.has(routeOf(pathname) ?? ''),
      /** A signed-in player's parts of a shared centre page (their loaders run here, as a page's render runs them); `whole`: render whole; null: as before. */
      pageParts: async (visit: Visit, request: Request): Promise<PageParts | 'whole' | null> => {
        const chain = sharedPage.get(routeOf(new URL(request.url).pathname) ?? '');
        return chain && pageParts ? pageParts(playerContext(visit, request.headers.get('cookie')), request, chain) : null;
      },
      tokens: {
        text: TEXT_TOKENS,
        sinceTouch: SINCE_TOKEN_TEXT,
        mark: TOKEN_MARK,
        favourites: FAVOURITES_TOKEN,
        favouriteChoice: FAVOURITE_CHOICE,
        page: pageToken,
      },
      playerReadHeader: PLAYER_READ_HEADER,
      /** What a cut render writes in the frame's places, and what a shared render writes around its parts (see FramePart). */
      frameMarks: {
        parts: { header: framePartMarks('header'), footer: framePartMarks('footer') },
        bootstrap: { place: BOOTSTRAP_PLACE, open: `<script id="${I18N_BOOTSTRAP_ID}" type="application/json">` },
      },
    },
    /** The id of the route a path renders (its metrics label: never the raw URL), or null for none. */
    routeIdOf: routeOf,
    /** Whether a path renders a resource route (text, JSON, a file: never a page). */
    isResourceRoute: (pathname: string) => resourceRoutes.has(routeOf(pathname) ?? ''),
    /** Which URLs may carry images, and how much, from the routes' own `handle.upload`. */
    uploadLimitOf: uploadLimits(build),
    /** The header a render marks a page without all its content with (for the HTTP layer only), and its reading. */
    contentMissing: { header: CONTENT_MISSING, partOf: missingPartOf },
    /** The limiter the platform calls queue in, for the server's own admission queue. */
    concurrencyLimit: (limit: number, queue: number) => new ConcurrencyLimit(limit, queue),
    // The guest page cache's inputs: the image CDN decided before a lookup, and the brand's content
    // kept fresh and watched for changes with the build's own caches.
    assignImageCdn,
    touchBrandContent,
    onBrandContentChange,
    refreshBrandContent,
    /** The page an instance too busy to take a request answers with (no platform call, no render). */
    busyPage,
    /** Platform tokens whose logout could not reach the platform are ended once it answers again. */
    startRevocationWorker,
    /** Why the instance cannot serve yet (brands' configs, the session store), for the readiness probe. */
    notReadyReasons,
    closeSessionStore,
  };
}

export type OpenSite = ReturnType<typeof openSite>;
