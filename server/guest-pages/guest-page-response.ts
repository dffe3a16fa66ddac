import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request as ExpressRequest } from 'express';
import { newNonce, type GuestPage, type HitState, type SendExtra } from './guest-page-cache';

/**
 * Express's own Accept-Encoding negotiation (`accepts`, which reads nothing but the headers), also for a
 * request that never became an Express request: both ways to a cached page choose alike.
 */
const acceptsEncodings = (req: IncomingMessage, ...encodings: string[]): string | false =>
  express.request.acceptsEncodings.call(req as ExpressRequest, ...encodings);

/**
 * The same choice, remembered per Accept-Encoding value (browsers send a handful; forgotten all at once
 * past a few dozen, so odd values cannot grow it): every hit asks it twice.
 */
const choices = new Map<string, string | false>();
function choose(req: IncomingMessage, question: Question): string | false {
  const memo = `${question.name}\n${req.headers['accept-encoding'] ?? '\0'}`;
  let choice = choices.get(memo);
  if (choice === undefined) {
    if (choices.size >= 64) choices.clear();
    choices.set(memo, (choice = acceptsEncodings(req, ...question.encodings)));
  }
  return choice;
}

/** The encodings asked about, and the name the answers are remembered under (made once, not joined per hit). */
type Question = { encodings: string[]; name: string };
const question = (encodings: string[]): Question => ({ encodings, name: encodings.join() });
const GZIP_OR_AS_IS = question(['gzip', 'identity']);
const COMPRESSIONS = question(['br', 'gzip', 'deflate']);

/** Whether the page goes out as its stored gzip: gzip preferred over the bytes as they are (`gzip;q=0` refuses it). */
export const takesGzip = (req: IncomingMessage) => choose(req, GZIP_OR_AS_IS) === 'gzip';

/**
 * Whether `compression` could encode a page sent as it is: brotli or deflate for a client that takes no
 * gzip, or gzip for one that ranks the bytes as they are first. Only the Express path does that.
 */
export const compressionMayEncode = (req: IncomingMessage) => req.method !== 'HEAD' && choose(req, COMPRESSIONS) !== false;

/**
 * Answers with the page and a new nonce: gzipped when the visitor takes gzip (the stored gzip, even
 * when brotli is offered: compressing ~100 KB per hit costs more than the whole hit), else as it is.
 * The chunks are written as they are stored, never joined. `res` already carries the security headers.
 */
export function sendGuestPage(req: IncomingMessage, res: ServerResponse, page: GuestPage, state: HitState, extra: SendExtra, gzip: boolean) {
  const started = performance.now();
  const nonce = newNonce();
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const chunks = gzip ? page.gzip.chunks(nonceBytes) : withNonce(page.body, nonceBytes);
  res.statusCode = 200;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.policy.length > 1 || page.policy[0]) res.setHeader('Content-Security-Policy', page.policy.join(nonce));
  if (extra.setCookie) res.appendHeader('Set-Cookie', extra.setCookie);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', String(gzip ? page.gzip.length : page.bodyLength));
  const timing = `cache;desc="${state}";dur=${(performance.now() - started).toFixed(2)}`;
  res.setHeader('Cache-Control', extra.cacheControl);
  // The page depends on the guest cookies and on Accept-Encoding (said here whether or not `compression` runs: it adds no second one).
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  res.setHeader('X-Cache', state);
  res.setHeader('Server-Timing', extra.timing ? `${extra.timing}, ${timing}` : timing);
  writePage(req, res, chunks);
}

/** The page's parts with the nonce between each two (one array, not one per part). */
function withNonce(parts: readonly Buffer[], nonce: Buffer): Buffer[] {
  const chunks = new Array<Buffer>(parts.length * 2 - 1);
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) chunks[i * 2 - 1] = nonce;
    chunks[i * 2] = parts[i]!;
  }
  return chunks;
}

/** The page's chunks after its headers (none for HEAD). */
export function writePage(req: IncomingMessage, res: ServerResponse, chunks: readonly Buffer[]) {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // The headers and every chunk in one write to the socket. Uncorked before the end: when `compression`
  // re-encodes the page for a client without gzip, its output must reach the socket as it comes.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.uncork();
  res.end();
}
