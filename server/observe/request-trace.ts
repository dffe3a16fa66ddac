import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Visit } from '../site-entry';

export type RequestTrace = NonNullable<Visit['trace']>;

const TRACE = Symbol('request-trace');
type TracedRequest = IncomingMessage & { [TRACE]?: RequestTrace };

/** An id a proxy in front may have given the request already: kept only when it looks like one (it reaches logs). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id and the record of its platform calls, made on first ask and kept on the request:
 * the proxy's `X-Request-Id` when the proxy is trusted and the id well formed, else a new one.
 */
export function traceOf(req: IncomingMessage, trustProxy: boolean): RequestTrace {
  const held = req as TracedRequest;
  if (!held[TRACE]) {
    const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
    const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    held[TRACE] = { id, platformCalls: [] };
  }
  return held[TRACE];
}
