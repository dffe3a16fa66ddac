import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/db';
import { requestIdOf } from './request-line';
import { findMerchant, hibernateFaultOn, isModuleOn, type MerchantRow } from '../db/merchants';
import { Refusal } from '../db/refusal';
import { ApiError, fail, ok, sendJson } from './envelope';
import { isKnownContractCall } from './known-contract';
import { platformMessage } from './messages';

export type RequestContext = {
  db: Db;
  req: IncomingMessage;
  url: URL;
  merchant: MerchantRow;
  language: string;
  clientIp: string;
  body: unknown;
  /** The untouched body of a `raw` route (an uploaded image); null on every other route. */
  raw: Buffer | null;
  origin: string;
};

export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Whitelabel module gating the call; off → 400 function.not.available. */
  modId?: string;
  /** `/lgw` lottery calls answer bare JSON, not the envelope. */
  bare?: boolean;
  /** Routes that need no Merchant header (static images). */
  public?: boolean;
  /** The body arrives as bytes (at most `maxBytes`, else 413 with `tooLarge`), not as JSON or a form. */
  raw?: { maxBytes: number; tooLarge: string };
  handle(ctx: RequestContext, res: ServerResponse): unknown | Promise<unknown>;
};

const MAX_BODY = 1024 * 1024;

const HIBERNATE_MESSAGE =
  'could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException: could not execute statement';
/** Signing out and the keep-alive go on during the fault (they touch no member data). */
const FAULT_FREE = new Set(['/wps/session/logout', '/wps/session/touch']);

/** The body's bytes, at most `max`; a larger one is answered 413 with `tooLarge`. */
async function readBytes(req: IncomingMessage, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Past the limit keep draining (so the client reads our 413 instead of a reset), storing nothing.
    if (size > max * 10) req.destroy();
    else if (size <= max) chunks.push(chunk as Buffer);
  }
  if (size > max) throw new ApiError(413, tooLarge, tooLarge);
  return Buffer.concat(chunks);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const text = (await readBytes(req, MAX_BODY, 'request_body_too_large')).toString('utf8');
  if (!text) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'request_body_invalid', 'request_body_invalid');
  }
}

/** The Merchant header, exactly once: a second copy is refused as the real gateway does. */
function merchantHeader(req: IncomingMessage): string | null {
  const values = req.headersDistinct?.merchant ?? [];
  if (values.length !== 1) return null;
  const value = values[0]!.trim();
  return value.includes(',') ? null : value;
}

/** `strict`: only the known contract's calls (and static files) are served; any other is an unknown relay. */
export function createRouter(db: Db, routes: Route[], options: { strict?: boolean } = {}) {
  const served = options.strict ? routes.filter((r) => r.public || isKnownContractCall(r.path)) : routes;
  const table = new Map(served.map((r) => [`${r.method} ${r.path}`, r]));
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://platform.local');
    const language = String(req.headers.language ?? '').toUpperCase();
    try {
      const route = table.get(`${req.method} ${url.pathname}`);
      if (!route) throw new ApiError(404, 'not.found', 'not.found');
      const code = merchantHeader(req);
      const merchant = code ? findMerchant(db, code) : null;
      if (!route.public && !merchant) throw new ApiError(400, 'function.not.available', 'function.not.available');
      const lang = merchant && merchant.languages.includes(language) ? language : (merchant?.defaultLanguage ?? 'EN');
      if (merchant && !isModuleOn(db, merchant.code, route.modId)) throw new ApiError(400, 'function.not.available', 'function.not.available');
      if (merchant && req.headers.authorization && hibernateFaultOn(db, merchant.code) && !FAULT_FREE.has(url.pathname)) {
        // What a gateway in front of a Java back end answers when its persistence layer fails (HTTP 500,
        // the exception's text as the message): the site must not show it as it is.
        sendJson(res, 500, fail('system.error', HIBERNATE_MESSAGE));
        return;
      }
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim();
      const ctx: RequestContext = {
        db,
        req,
        url,
        merchant: merchant!,
        language: lang,
        clientIp: forwarded || (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        body: route.raw ? undefined : await readBody(req),
        raw: route.raw ? await readBytes(req, route.raw.maxBytes, route.raw.tooLarge) : null,
        origin: `http://${req.headers.host ?? 'localhost'}`,
      };
      const value = await route.handle(ctx, res);
      if (res.headersSent) return;
      sendJson(res, 200, route.bare ? value : ok(value));
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof Refusal) {
        sendJson(res, error.status, fail(error.errorCode, platformMessage(error.errorCode, language || 'EN'), error.value));
        return;
      }
      if (error instanceof ApiError) {
        const message = platformMessage(error.message, language || 'EN');
        sendJson(
          res,
          error.status,
          fail(
            error.errorCode,
            message === error.message && error.message === error.errorCode ? platformMessage(error.errorCode, language || 'EN') : message,
            error.value,
          ),
        );
        return;
      }
      // The site's request id joins this line to the site's log line of the same request.
      console.error(`[platform] ${req.method} ${url.pathname} (request ${requestIdOf(req)}):`, error);
      sendJson(res, 500, fail('system.error', platformMessage('system.error', language || 'EN')));
    }
  };
}
