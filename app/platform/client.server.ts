import * as v from 'valibot';
import type { AppLanguage } from '~/i18n/languages';
import type { Timings } from '~/utils/timing.server';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import { PlatformError, SESSION_ERROR_CODES } from './errors';
import { EnvelopeSchema } from './schemas/envelope';

export type PlatformContext = {
  baseUrl: string;
  merchant: string;
  language: AppLanguage;
  /** The player's platform token; only ever read on the server. */
  token?: string | null;
  timeoutMs: number;
  /** Forwarded so the platform's location and IP checks see the visitor, not this server. */
  clientIp?: string | null;
  timings?: Timings;
};

type Query = Record<string, string | number | boolean | null | undefined>;
type CallOptions = { query?: Query; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** One typed client per request: the contract's headers, a timeout, a schema per response, typed errors. */
export function createPlatformClient(ctx: PlatformContext) {
  function headersFor(endpoint: Endpoint, extra?: Record<string, string>, hasBody?: boolean): Headers {
    const headers = new Headers({
      Accept: 'application/json, text/plain',
      Merchant: ctx.merchant,
      Language: ctx.language,
      Device: 'web',
      'X-Gateway-Version': '3',
    });
    if (ctx.token) headers.set('Authorization', ctx.token);
    if (hasBody) headers.set('Content-Type', 'application/json;charset=UTF-8');
    if (ctx.clientIp) headers.set('X-Forwarded-For', ctx.clientIp);
    for (const [key, value] of Object.entries(extra ?? {})) {
      // `Merchant` must go exactly once: a second copy makes the platform answer 400.
      if (key.toLowerCase() !== 'merchant') headers.set(key, value);
    }
    return headers;
  }

  async function send(name: EndpointName, options: CallOptions): Promise<{ status: number; text: string }> {
    const endpoint: Endpoint = endpoints[name];
    const url = new URL(endpoint.path, ctx.baseUrl.endsWith('/') ? ctx.baseUrl : `${ctx.baseUrl}/`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const hasBody = options.body !== undefined;
    const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(ctx.timeoutMs)]) : AbortSignal.timeout(ctx.timeoutMs);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        headers: headersFor(endpoint, options.headers, hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return { status: response.status, text };
    } catch (error) {
      const reason = (error as Error)?.name;
      if (reason === 'TimeoutError' || reason === 'AbortError') {
        throw new PlatformError('timeout', name, `no answer within ${ctx.timeoutMs} ms`, { cause: error });
      }
      throw new PlatformError('network', name, (error as Error)?.message ?? 'request failed', { cause: error });
    } finally {
      ctx.timings?.add(`platform.${name}`, performance.now() - started);
    }
  }

  function parseJson(name: EndpointName, status: number, text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      if (status >= 500) throw new PlatformError('http', name, `HTTP ${status}`, { status });
      throw new PlatformError('bad-response', name, `HTTP ${status} answered with non-JSON (${text.slice(0, 60)})`, { status });
    }
  }

  /** An enveloped /wps call; resolves to the validated `value`. */
  async function call<S extends v.GenericSchema>(name: EndpointName, schema: S, options: CallOptions = {}): Promise<v.InferOutput<S>> {
    const { status, text } = await send(name, options);
    const json = parseJson(name, status, text);
    if ((endpoints[name] as Endpoint).bare) {
      if (status >= 400) throw new PlatformError('http', name, `HTTP ${status}`, { status });
      return validate(name, schema, json, status);
    }
    const envelope = v.safeParse(EnvelopeSchema, json);
    if (!envelope.success) {
      if (status >= 500) throw new PlatformError('http', name, `HTTP ${status}`, { status });
      throw new PlatformError('bad-response', name, `HTTP ${status} without the envelope`, { status });
    }
    const { success, value, errorCode, message } = envelope.output;
    if (status === 401 || (errorCode && SESSION_ERROR_CODES.has(errorCode))) {
      throw new PlatformError('session', name, errorCode ?? 'unauthorised', { status, errorCode, platformMessage: message });
    }
    if (!success) {
      throw new PlatformError('rejected', name, errorCode ?? message ?? 'rejected', { status, errorCode, platformMessage: message });
    }
    if (status >= 400) throw new PlatformError('http', name, `HTTP ${status}`, { status });
    return validate(name, schema, value, status);
  }

  /** A plain-text call (the RSA modulus). */
  async function callText(name: EndpointName, options: CallOptions = {}): Promise<string> {
    const { status, text } = await send(name, options);
    if (status >= 400) throw new PlatformError(status >= 500 ? 'http' : 'rejected', name, `HTTP ${status}`, { status });
    return text.trim();
  }

  return { call, callText, context: ctx };
}

function validate<S extends v.GenericSchema>(name: string, schema: S, value: unknown, status: number): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const where = result.issues.slice(0, 3).map((i) => `${v.getDotPath(i) ?? '(value)'}: ${i.message}`).join('; ');
    throw new PlatformError('bad-response', name, `response does not match the contract: ${where}`, { status });
  }
  return result.output;
}
