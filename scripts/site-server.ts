import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type * as SiteEntry from '../app/entry.server';
import { getEnv } from '../app/lib/env.server';
import { resolveHost } from '../app/request/brands/resolve-host';
import { getBrandRegistry } from '../app/request/brands/registry.server';
import type { HostMatch } from '../app/request/context';
import { UPLOAD_BODY_LIMIT, UPLOAD_BODY_LIMITS, UPLOAD_ROUTES } from '../app/request/upload-routes';
import { sendPlain } from './server/plain-response';
import { guestPages } from './server/guest-pages';
import { remixHandler } from './server/remix-handler';
import { requestGuards } from './server/request-guards';
import { securityHeaders } from './server/security-headers';
import { stagingAuthorised } from './server/staging-auth';

function clientIp(req: ExpressRequest, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? req.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req.socket.remoteAddress?.replace(/^::ffff:/, '') || null;
}

/**
 * The site's HTTP server. In order: security headers on everything; requests it can never serve
 * refused with their 4xx; the brand resolved from the Host before anything else (an unknown host gets
 * a bare 404 and no brand's bytes, a secondary host a redirect to the canonical one, staging only
 * where configured and with its password); the brand's own assets; static files; then Remix, with the
 * body capped, POSTs only from the site's own pages, and the request's context built by the build.
 */
export function createSiteApp(build: ServerBuild, options: { publicDir?: string } = {}) {
  const env = getEnv();
  const registry = getBrandRegistry();
  const publicDir = options.publicDir ?? path.resolve('public');
  const secure = env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
  // Context and gates come from the build itself (see the end of app/entry.server.tsx).
  const { createRequestContext, withRouteGates, startRevocationWorker, assignImageCdn, touchBrandContent, onBrandContentChange } =
    build.entry.module as unknown as typeof SiteEntry;
  // Platform tokens whose logout could not reach the platform are ended once it answers again.
  startRevocationWorker(env.SESSION_REVOCATION_RETRY_MS);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(securityHeaders({ hsts: secure }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });

  app.use(requestGuards);

  app.use((req, res, next) => {
    const site = resolveHost(
      { host: req.get('host') ?? null, forwardedHost: req.get('x-forwarded-host') ?? null, pathAndQuery: req.originalUrl },
      { index: registry.index, trustProxy: env.TRUST_PROXY, stagingDomain: env.STAGING_DOMAIN ?? null },
    );
    if (site.kind === 'unknown') {
      sendPlain(req, res, 404, 'There is no site at this address.');
      return;
    }
    const port = (req.get('host') ?? '').match(/:(\d+)$/)?.[1] ?? null;
    if (site.kind === 'redirect') {
      res.redirect(site.temporary ? 302 : 301, `${req.protocol}:${site.location.replace(`//${site.brand.canonicalHost}`, `//${site.brand.canonicalHost}${port ? `:${port}` : ''}`)}`);
      return;
    }
    const onStaging = site.kind === 'staging-index' || site.preview;
    if (onStaging && env.STAGING_AUTH && !stagingAuthorised(req, env.STAGING_AUTH)) {
      sendPlain(req, res, 401, 'Staging is for support staff.', { 'WWW-Authenticate': 'Basic realm="staging", charset="UTF-8"' });
      return;
    }
    res.locals.host = site satisfies HostMatch;
    res.locals.port = port;
    res.locals.origin = `${req.protocol}://${site.host}${port ? `:${port}` : ''}`;
    next();
  });

  // The brand's logos and icons, straight from its folder (operators add files, no rebuild), on its own hosts only.
  app.get('/brand-assets/:brand/:file', (req, res) => {
    const host = res.locals.host as HostMatch;
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
  app.use(express.static(publicDir, { maxAge: '1h' }));

  const handle = createRequestHandler(withRouteGates(build), env.NODE_ENV);
  const contextFor = (req: ExpressRequest, res: ExpressResponse, render: { nonce: string; cookie: string | null }) =>
    createRequestContext({
      host: res.locals.host as HostMatch,
      cookie: render.cookie,
      clientIp: clientIp(req, env.TRUST_PROXY),
      port: res.locals.port as string | null,
      origin: res.locals.origin as string,
      nonce: render.nonce,
      budgetMs: req.method === 'POST' ? env.ACTION_BUDGET_MS : env.REQUEST_BUDGET_MS,
    });

  // Guests' pages from a short-lived shared cache; everything it does not take goes on to Remix.
  app.use(
    guestPages({
      ttlMs: env.GUEST_PAGE_TTL_MS,
      staleMs: env.GUEST_PAGE_STALE_MS,
      maxEntries: env.GUEST_PAGE_MAX_ENTRIES,
      maxBytes: env.GUEST_PAGE_MAX_BYTES,
      cdnMaxAgeS: env.GUEST_PAGE_CDN_MAX_AGE_S,
      handle,
      contextFor,
      assignImageCdn,
      touchBrandContent,
      onBrandContentChange,
    }),
  );

  app.all(
    '*',
    remixHandler({
      handle,
      bodyLimit: env.BODY_LIMIT_BYTES,
      uploads: { paths: UPLOAD_ROUTES, limit: UPLOAD_BODY_LIMIT, limits: UPLOAD_BODY_LIMITS },
      originOf: (_req, res) => res.locals.origin as string,
      getLoadContext: (req, res) => contextFor(req, res, { nonce: randomBytes(16).toString('base64'), cookie: req.get('cookie') ?? null }),
    }),
  );

  // The last resort: whatever went wrong, the visitor gets a plain 500 and the log gets the error.
  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    console.error(`[http] ${req.method} ${req.originalUrl.slice(0, 200)}:`, error);
    sendPlain(req, res, 500, 'Something went wrong on our side. Please try again.');
  };
  app.use(lastResort);
  return app;
}
