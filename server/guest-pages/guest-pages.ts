import { writeReadableStreamToWritable } from '@remix-run/node';
import type { ServerResponse } from 'node:http';
import type { GuestPageCache } from './guest-page-cache';
import { sendGuestPage, takesGzip } from './guest-page-response';
import type { RenderStep } from '../http/render-steps';
import { setResponseHeader } from '../http/response-headers';
import type { Visit } from '../http/site-visit';

/**
 * The shared cache of rendered pages for guests, a step of the render path: a GET or HEAD without a session (see
 * guestPageKey for what else sends a request past it) is answered with the page rendered for an earlier
 * visitor with the same key, with a new Content-Security-Policy nonce written into it for this response.
 * Pages render with a random nonce of their own that the cache cuts out; only 200 HTML pages without
 * Set-Cookie are kept. Everything else goes on to Remix as before, and signed-in pages never come near
 * the cache. Most hits never get here (see guestFastPath); those that do are answered the same way.
 */
export function guestPages(cache: GuestPageCache, visitOf: (res: ServerResponse) => Visit): RenderStep {
  return async (req, res, next) => {
    try {
      const admission = await cache.admit(req, visitOf(res), req.url ?? '/');
      if (admission.kind === 'skip') return next();
      if (admission.kind === 'bypass') {
        res.setHeader('X-Cache', 'bypass');
        return next();
      }
      const { extra } = admission;
      const hit = cache.hit(admission);
      if (hit) {
        sendGuestPage(req, res, hit.page, hit.state, extra, takesGzip(req));
        return;
      }
      const running = cache.pending(admission);
      if (running) {
        const page = await running;
        if (page) {
          sendGuestPage(req, res, page, 'hit', extra, takesGzip(req));
          return;
        }
        // What that render made was not for sharing (an error, a cookie): this visitor's page renders alone.
        res.setHeader('X-Cache', 'bypass');
        return next();
      }
      const { response, body, kept } = await cache.render(admission);
      if (kept) {
        // This render's page, or the last good one it left in place (then this render goes nowhere).
        if (!body) void response.body?.cancel();
        // The render's own timings (its platform calls) go to the visitor who waited for them.
        sendGuestPage(req, res, kept.page, kept.state, { ...extra, timing: response.headers.get('server-timing') }, takesGzip(req));
        return;
      }
      // Not kept: this visitor gets the render as it came, with its own nonce and cookies.
      res.statusCode = response.status;
      for (const [name, value] of response.headers.entries()) {
        if (name === 'set-cookie') res.appendHeader(name, value);
        else if (!cache.ownHeaders.has(name) || name === 'server-timing') setResponseHeader(res, name, value);
      }
      if (extra.setCookie) res.appendHeader('Set-Cookie', extra.setCookie);
      res.setHeader('X-Cache', 'bypass');
      if (body) res.end(body);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
