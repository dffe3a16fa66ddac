import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenSite, Visit } from '../site-entry';
import { BodyTooLarge, drainBody, limitedStream, readBody } from './request-body';
import { sendPlain } from './plain-response';
import { isSameOrigin } from './same-origin';
import { newNonce } from './nonce';
import type { RenderStep } from './render-steps';
import { setResponseHeader } from './response-headers';

type Options = {
  /** The build's way in (see OpenSite.render). */
  render: OpenSite['render'];
  /** The header a render marks a page without all its content with: for the guest page cache, never for a visitor. */
  contentMissingHeader: string;
  bodyLimit: number;
  /** The cap of a multipart body to this path when its route takes images (streamed to the action, not read here); null for every other path. */
  uploadLimitOf: (pathname: string) => number | null;
  /** Who the request is for (its origin, `http://demo-a.localhost:3000`, builds the URL and is the same-origin check's). */
  visitOf: (res: ServerResponse) => Visit;
};

/**
 * The request's headers as a `Request` takes them: Node's own object as it is (Node joins every repeated request
 * header but Set-Cookie), which undici copies once; building a `Headers` first cost a second copy and a sort.
 */
export function requestHeadersOf(req: IncomingMessage): HeadersInit {
  return Array.isArray(req.headers['set-cookie']) ? headersOf(req) : (req.headers as Record<string, string>);
}

export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** The turn after this one: what a body already whole has read by then, one still being made has not. */
const nextTurn = () => new Promise<null>((resolve) => setImmediate(resolve, null));

/**
 * A body that is whole at once (a resource route's text or JSON) goes out in one write with its length: as
 * a stream it took a chunked write and a second write for its end, two system calls per answer. One that
 * keeps coming (an event stream, a file) is streamed as it comes.
 */
/** Remix's status and headers on the response, but the header meant for the HTTP layer only. */
export function answerWith(res: ServerResponse, response: Response, contentMissingHeader: string) {
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  // Set, not appended: the page's own Content-Security-Policy replaces the default one (cookies add up).
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie') res.appendHeader(key, value);
    else if (key !== contentMissingHeader) setResponseHeader(res, key, value);
  }
}

async function sendBody(body: ReadableStream<Uint8Array>, res: ServerResponse) {
  const reader = body.getReader();
  const first = await reader.read();
  if (first.done) {
    res.end();
    return;
  }
  const second = reader.read();
  const early = await Promise.race([second, nextTurn()]);
  if (early?.done) {
    res.setHeader('Content-Length', String(first.value.byteLength));
    res.end(first.value);
    return;
  }
  // The rest as it comes, as Remix's own writer streams it (flushing `compression` per chunk).
  const flush = () => (res as ServerResponse & { flush?: () => void }).flush?.();
  try {
    res.write(first.value);
    flush();
    for (let step = await second; !step.done; step = await reader.read()) {
      res.write(step.value);
      flush();
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** A document for a GET or HEAD (not a data request, a resource stream or an action's answer). */
const isPage = (method: string, response: Response) =>
  (method === 'GET' || method === 'HEAD') && /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Remix, the render path's last step, with the request made safe before the framework sees it: the URL built from
 * the checked origin (never from a raw Host), POSTs only from the site's own pages, the body read
 * within its limit (413 beyond it, without reading the rest into memory).
 */
export function remixHandler(options: Options): RenderStep {
  return async (req, res, next) => {
    try {
      const visit = options.visitOf(res);
      const { origin } = visit;
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', origin);
      const controller = new AbortController();
      const init: RequestInit & { duplex?: 'half' } = { method, headers: requestHeadersOf(req), signal: controller.signal };
      if (method === 'POST') {
        if (!isSameOrigin(req, origin)) {
          sendPlain(req, res, 403, 'This form can only be sent from the site itself.');
          return;
        }
        const uploadLimit = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') ? options.uploadLimitOf(url.pathname) : null;
        try {
          if (uploadLimit !== null) {
            init.body = limitedStream(req, uploadLimit);
            init.duplex = 'half';
          } else {
            const body = await readBody(req, options.bodyLimit);
            init.body = body.length ? new Uint8Array(body) : null;
          }
        } catch (error) {
          if (error instanceof BodyTooLarge) {
            await drainBody(req);
            sendPlain(req, res, 413, 'What was sent is too large.', { Connection: 'close' });
            return;
          }
          throw error;
        }
      }
      // A connection gone before the answer was all written aborts the render (its platform calls with it).
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const response = await options.render(new Request(url, init), visit, newNonce());
      // An upload refused part-way (too large, or not read at all) is still arriving: answer once it is in.
      if (method === 'POST') await drainBody(req);
      answerWith(res, response, options.contentMissingHeader);
      // A page without an action refuses a POST: say what it does take.
      if (response.status === 405 && !response.headers.has('allow')) res.setHeader('Allow', 'GET, HEAD');
      if (response.body && isPage(method, response)) {
        // A page goes out whole or not at all: an instance that dies mid-render has sent nothing, so
        // the load balancer can retry the GET on another one (a cut-off page cannot be retried).
        const bytes = Buffer.from(await response.arrayBuffer());
        res.setHeader('Content-Length', String(bytes.length));
        res.end(bytes);
      } else if (response.body) await sendBody(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
