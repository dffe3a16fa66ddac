import fs from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { entryOf, frontDoor } from './http/arrival';
import { sendPlain } from './http/plain-response';
import { admission } from './http/admission';
import { busyResponder } from './http/busy-response';
import { liveness, readiness } from './http/health';
import { drainable, shutdownOnSignal, type Drainable } from './lifecycle/graceful-shutdown';
import { log, requestLog } from './observe/log';
import { measureProcess, overloadSheds } from './observe/metrics';
import { markRendered, observeRequests } from './observe/observed-requests';
import { guestFastPath } from './guest-pages/guest-fast-path';
import { GuestPageCache } from './guest-pages/guest-page-cache';
import { guestPages } from './guest-pages/guest-pages';
import { mayShareSignedIn, SignedInPages } from './guest-pages/signed-in-pages';
import { CentreFrames } from './guest-pages/centre-frames';
import { CentrePages } from './guest-pages/centre-pages';
import { remixHandler } from './http/remix-handler';
import { renderSteps, type RenderStep } from './http/render-steps';
import { RenderWorker } from './render-worker/render-worker-client';
import { securityHeaderList, securityHeaders } from './http/security-headers';
import type { SiteOptions, Visit } from './http/site-visit';
import { BUILD_PATH, loadBuild, type OpenSite } from './site-entry';

/** The site as a request listener, and a server listening with it (as Express's `app.listen`). */
export type SiteServer = RequestListener & {
  listen(port: number, host: string, ready?: () => void): Server;
  listen(port: number, ready?: () => void): Server;
  /** On SIGTERM, drains a server `listen` made, releases what the site holds and `also`, and exits 0. */
  stopOnSignal(server: Server, also?: () => Promise<void>): void;
  /** Closes what the site holds besides its servers: the render worker, the session store, the revocation timer. */
  release(): Promise<void>;
};

/** The session cookie's value as sent: who a signed-in visitor is, for a fair share of the site (unopened: it is only a key). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?wl_session=([^;]+)/;

/** A path's first segment as a file name (`/favicon.ico` → `favicon.ico`); '' when it cannot be decoded. */
function decodeFirstSegment(pathname: string): string {
  const segment = pathname.split('/', 2)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The probes Express answers on any host (as Express matches them: any case). */
const PROBE_PATHS = new Set(['/healthz', '/healthz/', '/readyz', '/readyz/']);

/** A request target's path, without its query. */
const pathOf = (target: string | undefined) => {
  const url = target ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * The site over the production build in `build/`: the build is loaded here, and its file is named to the
 * render worker, which loads it again in its own thread.
 */
export async function createBuiltSiteApp(options: { publicDir?: string } = {}): Promise<SiteServer> {
  const { build, site } = await loadBuild(BUILD_PATH);
  return createSiteApp(site.open(build), { ...options, buildPath: BUILD_PATH });
}

/**
 * The site's HTTP server. In order: security headers on everything; requests it can never serve
 * refused with their 4xx; the brand resolved from the Host before anything else (an unknown host gets
 * a bare 404 and no brand's bytes, a secondary host a redirect to the canonical one, staging only
 * where configured and for signed-in staff); the brand's own assets; static files; guests' pages from a
 * shared cache; then Remix, with the body capped, POSTs only from the site's own pages, and the
 * request rendered by the build (see OpenSite.render, the one way in). Guest-cache hits are answered in
 * front of all that (see guestFastPath) with the same checks, taken once per request, and the same response.
 * Express serves only the probes, the files and the front door's own answers: what renders runs the same
 * headers, `compression` and steps on plain node:http (see renderPath).
 */
export function createSiteApp(opened: OpenSite, options: { publicDir?: string; buildPath?: string } = {}): SiteServer {
  const { env, render, assignImageCdn, touchBrandContent, onBrandContentChange, refreshBrandContent, busyPage } = opened;
  const publicDir = options.publicDir ?? path.resolve('public');
  const secure = opened.cookiesAreSecure;
  const site: SiteOptions = { resolveHost: opened.resolveHost, stagingAccess: opened.stagingAccess, trustProxy: env.TRUST_PROXY };
  // Every staff action on staging is a log line of its own, beside the request's.
  opened.onAudit((record) => log.info({ audit: record }, 'staff audit'));
  // Platform tokens whose logout could not reach the platform are ended once it answers again.
  const stopRevocations = opened.startRevocationWorker(env.SESSION_REVOCATION_RETRY_MS);
  // Stale guest pages re-render in a thread of their own (when the build's file is known to load there),
  // and the two keep each other's copy of the brands' content current.
  const worker =
    env.GUEST_PAGE_RENDER_WORKER && options.buildPath
      ? new RenderWorker({
          buildPath: options.buildPath,
          timeoutMs: env.REQUEST_BUDGET_MS * 4,
          heapMb: env.RENDER_WORKER_HEAP_MB,
          onContentChange: (brandId) => {
            cache.forgetBrand(brandId);
            signedIn.forgetBrand(brandId);
            centrePages.forgetBrand(brandId);
            const brand = opened.brandById(brandId);
            if (brand) void refreshBrandContent(brand);
          },
        })
      : null;
  if (worker) onBrandContentChange((brandId) => worker.contentChanged(brandId));
  const cache = new GuestPageCache({
    ttlMs: env.GUEST_PAGE_TTL_MS,
    staleMs: env.GUEST_PAGE_STALE_MS,
    maxEntries: env.GUEST_PAGE_MAX_ENTRIES,
    maxBytes: env.GUEST_PAGE_MAX_BYTES,
    cdnMaxAgeS: env.GUEST_PAGE_CDN_MAX_AGE_S,
    render,
    renderElsewhere: worker ? (job) => worker.render(job) : undefined,
    contentMissing: opened.contentMissing,
    isResourceRoute: opened.isResourceRoute,
    assignImageCdn,
    touchBrandContent,
    onBrandContentChange,
  });
  // The shared renders of signed-in pages: the guest pages' limits, each store its own.
  const sharedRenders = {
    ttlMs: env.GUEST_PAGE_TTL_MS,
    staleMs: env.GUEST_PAGE_STALE_MS,
    maxEntries: env.GUEST_PAGE_MAX_ENTRIES,
    maxBytes: env.GUEST_PAGE_MAX_BYTES,
    render,
    sharedBody: opened.sharedBody,
    contentMissing: opened.contentMissing,
    assignImageCdn,
    onBrandContentChange,
  };
  // Signed-in pages of routes that share their body: the shared render with the player's own parts written in.
  const signedIn = new SignedInPages({ ...sharedRenders, touchBrandContent, ownHeaders: cache.ownHeaders });
  // Member-centre pages of signed-in players: their own render with the frame written in from a shared one.
  const centreFrames = new CentreFrames(sharedRenders);
  // Whole member-centre pages from a shared render where their routes stand in for it (decision 111), before the frame alone.
  const centrePages = new CentrePages({ ...sharedRenders, ownHeaders: cache.ownHeaders });
  measureProcess(worker, cache);
  const headerList = securityHeaderList({ hsts: secure });

  // Only paths under a name public/ holds ask the disk: a failed stat per page was a thread-pool round trip on every request.
  const publicNames = new Set(fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []);
  /** Paths Express answers before any render (probes, the brand's files, the build's, public/'s; matched in any case, as Express's router does) unless no such file exists. */
  const answeredBeforeRender = (pathname: string) => {
    const lower = pathname.toLowerCase();
    return (
      PROBE_PATHS.has(lower) ||
      lower.startsWith('/brand-assets/') ||
      lower === '/build' ||
      lower.startsWith('/build/') ||
      publicNames.has(decodeFirstSegment(pathname))
    );
  };
  /** The visit the front door resolved, held on the request (see entryOf): asked only past the front door. */
  const visitOf = (res: ServerResponse): Visit => {
    const entry = entryOf(res.req, site);
    if (entry.kind !== 'site') throw new Error(`the front door answers this request (${entry.kind})`);
    return entry.visit;
  };

  // Past the front door, anything that renders takes a place first: a short queue, then the brand's busy page at
  // once, decided before Express, the body, the session or Remix (guest-cache hits pass free).
  const busy = busyResponder({ busyPage, securityHeaders: headerList });
  const admit = admission({
    concurrency: env.ADMISSION_CONCURRENCY,
    queue: env.ADMISSION_QUEUE,
    waitMs: env.ADMISSION_WAIT_MS,
    perClient: env.ADMISSION_PER_CLIENT,
    concurrencyLimit: opened.concurrencyLimit,
    // A request the front door answers (a refusal, an unknown host, a redirect) renders nothing.
    free: (req) => {
      const entry = entryOf(req, site);
      if (entry.kind !== 'site') return true;
      return cache.admit(req, entry.visit, req.url ?? '/').then((found) => cache.answersWithoutRender(found));
    },
    clientOf: (req) => {
      const entry = entryOf(req, site);
      return { session: SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1] ?? null, address: entry.kind === 'site' ? entry.visit.clientIp : null };
    },
    refuse: (req, res, retryAfterS) => {
      const entry = entryOf(req, site);
      const host = entry.kind === 'site' ? entry.visit.host : null;
      overloadSheds.inc({ brand: host ? (host.kind === 'brand' ? host.brand.id : host.kind) : 'none' });
      markRendered(res);
      busy(req, res, host?.kind === 'brand' ? host.brand : null, retryAfterS);
    },
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders({ hsts: secure }));
  app.use(compression());

  // Probes for the balancer and the orchestrator, on any Host: they ask the instance, not a brand.
  const drains = new Map<Server, Drainable>();
  app.get('/healthz', liveness);
  app.get(
    '/readyz',
    readiness({
      notReadyReasons: opened.notReadyReasons,
      workerUp: () => worker?.up ?? true,
      draining: () => [...drains.values()].some((drain) => drain.draining),
    }),
  );

  // Guards, host, staging: taken once per request, by the fast path in front if it asked first.
  app.use(frontDoor(site));

  // The brand's logos and icons, straight from its folder (operators add files, no rebuild), on its own hosts only.
  app.get('/brand-assets/:brand/:file', (req, res) => {
    const { host } = visitOf(res);
    const brand = host.kind === 'brand' && host.brand.id === req.params.brand ? host.brand : null;
    const file = req.params.file;
    if (!brand || !/^[\w.-]+\.(svg|png|webp|ico)$/.test(file)) {
      sendPlain(req, res, 404, 'Not found.');
      return;
    }
    res.sendFile(path.join(brand.dir, file), { maxAge: '1h', dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) sendPlain(req, res, 404, 'Not found.');
    });
  });

  app.use('/build', express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y' }));
  const publicFiles = express.static(publicDir, { maxAge: '1h' });
  app.use((req, res, next) => (publicNames.has(decodeFirstSegment(req.path)) ? publicFiles(req, res, next) : next()));

  // The last resort: whatever went wrong, the visitor gets a plain 500 and the log gets the error.
  const lastResort = (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    const entry = entryOf(req, site);
    const reqId = entry.kind === 'site' ? entry.visit.trace?.id : undefined;
    log.error({ err: error, reqId, method: req.method, route: opened.routeIdOf(pathOf(req.url)) }, 'request failed');
    sendPlain(req, res, 500, 'Something went wrong on our side. Please try again.');
  };

  // What renders: guests' pages from the shared cache, signed-in pages from the shared render, centre pages
  // in their shared frame, then Remix. A request none of the signed-in steps can take (no session, not a GET, a
  // preview) skips them: each would only look and pass it on.
  const remix = remixHandler({
    render,
    contentMissingHeader: opened.contentMissing.header,
    bodyLimit: env.BODY_LIMIT_BYTES,
    uploadLimitOf: opened.uploadLimitOf,
    visitOf,
  });
  const guestPage = guestPages(cache, visitOf);
  const guestSteps: RenderStep[] = [guestPage, remix];
  const signedInSteps: RenderStep[] =
    env.GUEST_PAGE_TTL_MS > 0
      ? [guestPage, signedIn.middleware(visitOf), centrePages.middleware(visitOf), centreFrames.middleware(visitOf), remix]
      : guestSteps;
  const renderGuest = renderSteps(guestSteps, lastResort);
  const renderSignedIn = renderSteps(signedInSteps, lastResort);
  const renderSite: RequestListener = (req, res) => {
    const entry = entryOf(req, site);
    (entry.kind === 'site' && mayShareSignedIn(req, entry.visit) ? renderSignedIn : renderGuest)(req, res);
  };

  // A path that looked like a file or a probe and is none renders: it passed the gate in front of Express untold
  // (see beforeExpress), so it is admitted (or refused) now.
  app.use((req, res) => {
    markRendered(res);
    if (answeredBeforeRender(pathOf(req.url))) admit.gate(req, res, () => renderSite(req, res));
    else renderSite(req, res);
  });
  const expressLastResort: ErrorRequestHandler = (error, req, res, _next) => lastResort(error, req, res);
  app.use(expressLastResort);

  // Everything else renders without Express: the security headers and `compression` as Express applied them,
  // then the steps. What the front door answers itself (a refusal, an unknown host, a redirect, staging's
  // sign-in) is still Express's, as are the probes and files above.
  const compress = compression();
  const renderPath: RequestListener = (req, res) => {
    if (entryOf(req, site).kind !== 'site') return app(req, res);
    for (const [name, value] of headerList) res.setHeader(name, value);
    compress(req as express.Request, res as express.Response, (error?: unknown) => {
      if (error !== undefined) return lastResort(error, req, res);
      markRendered(res);
      renderSite(req, res);
    });
  };

  // Guest-cache hits are answered before everything; probes and files go to Express; everything else passes
  // admission, then renders. Every request measured (and logged) once its response ends, whichever path answered it.
  const beforeExpress: RequestListener = (req, res) =>
    answeredBeforeRender(pathOf(req.url)) ? app(req, res) : admit.gate(req, res, () => renderPath(req, res));
  const serve = observeRequests(guestFastPath({ cache, site, securityHeaders: headerList }, beforeExpress), {
    site,
    routeIdOf: opened.routeIdOf,
    onEnd: ({ id, brand, route, method, status, ms, cache, platformCalls }) =>
      requestLog.info(
        {
          reqId: id,
          brand,
          route,
          method,
          status,
          ms: Math.round(ms),
          cache: cache ?? undefined,
          platformCalls: platformCalls.map((call) => ({ name: call.name, ms: Math.round(call.ms), outcome: call.outcome })),
          platformMs: Math.round(platformCalls.reduce((sum, call) => sum + call.ms, 0)),
        },
        'request',
      ),
  });
  function listen(port: number, hostOrReady?: string | (() => void), ready?: () => void): Server {
    const server = http.createServer(serve);
    drains.set(server, drainable(server));
    return typeof hostOrReady === 'string' ? server.listen(port, hostOrReady, ready) : server.listen(port, hostOrReady);
  }
  async function release() {
    stopRevocations();
    await worker?.close();
    await opened.closeSessionStore();
  }
  function stopOnSignal(server: Server, also: () => Promise<void> = async () => undefined) {
    const drain = drains.get(server);
    if (!drain) throw new Error('stopOnSignal: a server this site did not listen with');
    shutdownOnSignal(drain, {
      graceMs: env.SHUTDOWN_GRACE_MS,
      release: async () => {
        await release();
        await also();
      },
      report: (message) => log.info({ event: 'shutdown' }, message),
    });
  }
  return Object.assign(serve, { listen, stopOnSignal, release });
}
