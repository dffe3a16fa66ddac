import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { GuestPage, GuestPageCache, HitState, SendExtra } from './guest-page-cache';
import { compressionMayEncode, sendGuestPage, takesGzip } from './guest-page-response';
import { entryOf } from '../http/arrival';
import type { SiteOptions } from '../http/site-visit';

type FastHit = { page: GuestPage; state: HitState; extra: SendExtra; gzip: boolean };

export type FastPathOptions = { cache: GuestPageCache; site: SiteOptions; securityHeaders: readonly (readonly [string, string])[] };

/**
 * Guest-cache hits answered with plain node:http before Express: the request's guards, host, staging
 * password and cache decision are taken once, here, and held on the request for the Express path (see
 * entryOf, GuestPageCache.admit); the response is the one
 * that path would send (security headers, then sendGuestPage), without Express's request and response
 * objects, its middleware or `compression`'s wrappers (most of what a hit allocated).
 *
 * It decides without writing anything or reading the body, at once for what is plainly not a hit (any
 * method but GET and HEAD above all). Anything that is not a hit goes to `express` untouched, and the
 * cache's decision for it (a first visit's image CDN pick above all) is kept for the Express path.
 *
 * Whatever Express would answer before the cache (the health check, brand assets, `public/` files, all
 * fixed for the process's life) never reached the cache, so no page is kept under its address: a hit for
 * a target spelled as its key is a page Express would hand to the cache too.
 */
export function guestFastPath(options: FastPathOptions, express: RequestListener): RequestListener {
  const { cache, site, securityHeaders } = options;

  function answer(req: IncomingMessage): Promise<FastHit | null> | null {
    const { method, url: target = '' } = req;
    if (method !== 'GET' && method !== 'HEAD') return null;
    // The build's own files are never pages.
    if (target.startsWith('/build/')) return null;
    const entry = entryOf(req, site);
    if (entry.kind !== 'site' || entry.visit.host.kind !== 'brand') return null;
    const gzip = takesGzip(req);
    // A page sent as it is to a client that takes another encoding is `compression`'s to encode.
    if (!gzip && compressionMayEncode(req)) return null;
    return cache.admit(req, entry.visit, target).then((admission) => {
      // Express routes on the target as sent, a key holds its normal spelling (`/x/../index` is `/index`):
      // only a target spelled as its key is certain to have reached the cache behind Express.
      if (admission.kind !== 'lookup' || admission.found.pathAndQuery !== target) return null;
      const hit = cache.hit(admission);
      // Named fields, not a spread of `hit`: the spread's copies measured about 1 KB each and outlived
      // their request into the old generation, which made every young collection longer.
      return hit ? { page: hit.page, state: hit.state, extra: admission.extra, gzip } : null;
    });
  }

  function send(req: IncomingMessage, res: ServerResponse, hit: FastHit) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    sendGuestPage(req, res, hit.page, hit.state, hit.extra, hit.gzip);
  }

  return (req, res) => {
    let deciding: Promise<FastHit | null> | null;
    try {
      deciding = answer(req);
    } catch {
      // Nothing was written: Express takes the request and meets the same error with its own answer.
      deciding = null;
    }
    if (!deciding) {
      express(req, res);
      return;
    }
    deciding.then(
      (hit) => {
        if (!hit) {
          express(req, res);
          return;
        }
        try {
          send(req, res, hit);
        } catch (error) {
          // Part of the answer may be out: the connection ends rather than carry a second one.
          console.error(`[guest-pages] ${req.url?.slice(0, 200)}: fast path failed:`, error);
          res.destroy();
        }
      },
      () => express(req, res),
    );
  };
}
