import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type Request as ExpressRequest } from 'express';
import { getBrandRegistry } from '../app/request/brands/registry.server';
import { resolveHost } from '../app/request/brands/resolve-host';
import { getEnv } from '../app/lib/env.server';
import type { HostMatch } from '../app/request/context';
import type * as SiteEntry from '../app/entry.server';

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#333"><main><h1>404</h1><p>There is no site at this address.</p></main></body></html>`;

function clientIp(req: ExpressRequest, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? req.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || req.socket.remoteAddress?.replace(/^::ffff:/, '') || null;
}

/**
 * The site's HTTP server: resolves the brand from the Host before anything else (unknown hosts get
 * a bare 404, secondary hosts a redirect to the canonical one), then hands over to Remix with the
 * resolved site in the load context.
 */
export function createSiteApp(build: ServerBuild, options: { publicDir?: string } = {}) {
  const env = getEnv();
  const registry = getBrandRegistry();
  const publicDir = options.publicDir ?? path.resolve('public');
  // Context and gates come from the build itself (see the end of app/entry.server.tsx).
  const { createRequestContext, withRouteGates } = build.entry.module as unknown as typeof SiteEntry;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });

  app.use((req, res, next) => {
    const site = resolveHost(
      { host: req.get('host') ?? null, forwardedHost: req.get('x-forwarded-host') ?? null, pathAndQuery: req.originalUrl },
      { index: registry.index, trustProxy: env.TRUST_PROXY, stagingDomain: env.STAGING_DOMAIN },
    );
    if (site.kind === 'unknown') {
      res.status(404).set('Cache-Control', 'no-store').type('html').send(NOT_FOUND_PAGE);
      return;
    }
    const port = (req.get('host') ?? '').match(/:(\d+)$/)?.[1] ?? null;
    if (site.kind === 'redirect') {
      res.redirect(301, `${req.protocol}:${site.location.replace(`//${site.brand.canonicalHost}`, `//${site.brand.canonicalHost}${port ? `:${port}` : ''}`)}`);
      return;
    }
    res.locals.host = site satisfies HostMatch;
    res.locals.port = port;
    next();
  });

  // Brand logos and icons, straight from the brand folders (operators add files, no rebuild).
  app.get('/brand-assets/:brand/:file', (req, res) => {
    const brand = registry.index.byId.get(req.params.brand);
    const file = req.params.file;
    if (!brand || !/^[\w.-]+\.(svg|png|webp|ico)$/.test(file)) {
      res.status(404).end();
      return;
    }
    res.sendFile(path.join(brand.dir, file), { maxAge: '1h', dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) res.status(404).end();
    });
  });

  app.use('/build', express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(publicDir, { maxAge: '1h' }));

  app.all(
    '*',
    createRequestHandler({
      build: withRouteGates(build),
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        createRequestContext({ host: res.locals.host as HostMatch, cookie: req.get('cookie') ?? null, clientIp: clientIp(req, env.TRUST_PROXY), port: res.locals.port as string | null }),
    }),
  );
  return app;
}
