import * as v from 'valibot';
import type { AppLanguage } from '~/i18n/languages';
import type { Timings } from '~/lib/timing.server';
import { sealPayload } from './crypto/envelope.server';
import { currentShape, pathFor, type CallNames } from './dialects';
import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import { isHibernateFailure, isPlatformError, PlatformError, SESSION_ERROR_CODES, type PlatformErrorKind } from './errors';
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
  /** The request's time budget: every call of the request stops when it is spent. */
  signal?: AbortSignal;
  /** Caps the calls in flight to this platform (a slow platform sheds load instead of piling it up). */
  limit?: { run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> };
  /** The platform's generation of call names and the brand's own overrides; the newer generation when absent. */
  callNames?: CallNames;
  /** The request's id, sent as `X-Request-Id` so the platform's log lines join the site's. */
  requestId?: string;
  /** Told of every call once it settled: its name, time and outcome (`ok` or the error's kind), for metrics and the request's log line. */
  observe?: (call: PlatformCallRecord) => void;
};

/** One platform call as measured: never its parameters or answer (they may carry secrets). */
export type PlatformCallRecord = { name: EndpointName; ms: number; outcome: 'ok' | PlatformErrorKind };

type Query = Record<string, string | number | boolean | null | undefined>;
type CallOptions = {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** The platform's own cookies for this visitor (the captcha binding), forwarded as they are. */
  cookie?: string | null;
  signal?: AbortSignal;
  /**
   * An image sent as the raw body (proof uploads), already checked by the site; as bytes, or as a stream
   * passed on while it is still arriving (application images, which are never whole in the site's memory).
   */
  upload?: { bytes: Uint8Array<ArrayBuffer>; type: 'image/png' | 'image/jpeg' } | { stream: ReadableStream<Uint8Array>; type: 'image/png' | 'image/jpeg' };
};

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
    if (ctx.requestId) headers.set('X-Request-Id', ctx.requestId);
    for (const [key, value] of Object.entries(extra ?? {})) {
      // `Merchant` must go exactly once: a second copy makes the platform answer 400.
      if (key.toLowerCase() !== 'merchant') headers.set(key, value);
    }
    return headers;
  }

  async function send(name: EndpointName, options: CallOptions): Promise<{ status: number; text: string; setCookie: string[] }> {
    const endpoint: Endpoint = endpoints[name];
    const url = new URL(pathFor(name, ctx.callNames), ctx.baseUrl.endsWith('/') ? ctx.baseUrl : `${ctx.baseUrl}/`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    if (endpoint.encrypt && options.body !== undefined) {
      const key = await keptOrFreshModulus();
      const answer = await exchangeOnce(name, endpoint, url, options, sealPayload(options.body, key.modulus));
      // An envelope the platform cannot open with a key kept from earlier: the key changed. Fetch it and send once more.
      if (!key.kept || answer.status !== 400 || !answer.text.includes('request_body_required')) return answer;
      return exchangeOnce(name, endpoint, url, options, sealPayload(options.body, await fetchModulus()));
    }
    return exchangeOnce(name, endpoint, url, options, null);
  }

  async function exchangeOnce(
    name: EndpointName,
    endpoint: Endpoint,
    url: URL,
    options: CallOptions,
    sealed: { body: unknown; headers: Record<string, string> } | null,
  ): Promise<{ status: number; text: string; setCookie: string[] }> {
    const body = sealed ? sealed.body : options.body;
    const extraHeaders = { ...options.headers, ...sealed?.headers };
    if (options.cookie) extraHeaders.Cookie = options.cookie;
    const hasBody = body !== undefined;
    const asForm = Boolean(endpoint.form) && hasBody;
    if (options.upload) extraHeaders['Content-Type'] = options.upload.type;
    const signal = AbortSignal.any([AbortSignal.timeout(ctx.timeoutMs), ...(ctx.signal ? [ctx.signal] : []), ...(options.signal ? [options.signal] : [])]);
    const started = performance.now();
    const exchange = async () => {
      const streamed = options.upload && 'stream' in options.upload ? options.upload.stream : null;
      const response = await fetch(url, {
        method: endpoint.method,
        ...(streamed ? { duplex: 'half' } : {}),
        headers: asForm
          ? headersFor(endpoint, { ...extraHeaders, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' }, false)
          : headersFor(endpoint, extraHeaders, hasBody),
        body:
          streamed ??
          (options.upload && 'bytes' in options.upload
            ? options.upload.bytes
            : asForm
              ? new URLSearchParams(body as Record<string, string>).toString()
              : hasBody
                ? JSON.stringify(body)
                : undefined),
        signal,
        redirect: 'manual',
      });
      const text = await response.text();
      return { status: response.status, text, setCookie: response.headers.getSetCookie() };
    };
    try {
      return await (ctx.limit ? ctx.limit.run(exchange, signal) : exchange());
    } catch (error) {
      const reason = (error as Error)?.name;
      if (reason === 'QueueFull') throw new PlatformError('overloaded', name, 'too many calls waiting for this platform', { cause: error });
      if (reason === 'TimeoutError' || reason === 'AbortError') {
        const why = ctx.signal?.aborted ? "the request's time budget is spent" : `no answer within ${ctx.timeoutMs} ms`;
        throw new PlatformError('timeout', name, why, { cause: error });
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

  /** A new RSA modulus from the platform; callers at the same time share one fetch. */
  function fetchModulus(): Promise<string> {
    let running = modulusFetches.get(ctx.baseUrl);
    if (!running) {
      running = (async () => {
        const { status, text } = await send('rsaKey', { query: { t: Date.now() }, headers: { 'Cache-Control': 'no-cache' } });
        const modulus = text.trim();
        if (status >= 400 || !/^[0-9a-fA-F]{64,512}$/.test(modulus))
          throw new PlatformError('bad-response', 'rsaKey', `HTTP ${status}: not an RSA modulus`, { status });
        modulusCache.set(ctx.baseUrl, { value: modulus, fetchedAt: Date.now() });
        return modulus;
      })().finally(() => modulusFetches.delete(ctx.baseUrl));
      modulusFetches.set(ctx.baseUrl, running);
    }
    return running;
  }

  /**
   * The modulus an encrypted call seals with. A kept one serves at once, even past its ten fresh minutes
   * (then a new one is fetched behind the call): a login never waits a round trip for the key it has.
   */
  async function keptOrFreshModulus(): Promise<{ modulus: string; kept: boolean }> {
    const kept = modulusCache.get(ctx.baseUrl);
    if (!kept) return { modulus: await fetchModulus(), kept: false };
    if (Date.now() - kept.fetchedAt >= MODULUS_FRESH_MS) fetchModulus().catch(() => undefined);
    return { modulus: kept.value, kept: true };
  }

  /** The RSA modulus for encrypted calls (free play seals with it); the kept one when there is one. */
  async function rsaModulus(): Promise<string> {
    return (await keptOrFreshModulus()).modulus;
  }

  /** An enveloped /wps call; resolves to the validated `value`. */
  async function call<S extends v.GenericSchema>(name: EndpointName, schema: S, options: CallOptions = {}): Promise<v.InferOutput<S>> {
    return (await callWithCookies(name, schema, options)).value;
  }

  /** Like `call`, also handing back the platform's Set-Cookie lines (the captcha binds to one). */
  async function callWithCookies<S extends v.GenericSchema>(
    name: EndpointName,
    schema: S,
    options: CallOptions = {},
  ): Promise<{ value: v.InferOutput<S>; setCookie: string[] }> {
    if (!ctx.observe) return settle(name, schema, options);
    const started = performance.now();
    try {
      const settled = await settle(name, schema, options);
      ctx.observe({ name, ms: performance.now() - started, outcome: 'ok' });
      return settled;
    } catch (error) {
      ctx.observe({ name, ms: performance.now() - started, outcome: isPlatformError(error) ? error.kind : 'network' });
      throw error;
    }
  }

  async function settle<S extends v.GenericSchema>(
    name: EndpointName,
    schema: S,
    options: CallOptions,
  ): Promise<{ value: v.InferOutput<S>; setCookie: string[] }> {
    const { status, text, setCookie } = await send(name, options);
    const json = parseJson(name, status, text);
    if ((endpoints[name] as Endpoint).bare) {
      if (status >= 400) {
        // A gateway refusal (module off, bad parameter) still comes in the envelope, even on bare calls.
        const refusal = v.safeParse(EnvelopeSchema, json);
        if (refusal.success && !refusal.output.success) {
          const { errorCode, message, value } = refusal.output;
          if (status === 401 || (errorCode && SESSION_ERROR_CODES.has(errorCode)))
            throw new PlatformError('session', name, errorCode ?? 'unauthorised', { status, errorCode, platformMessage: message });
          if (status < 500)
            throw new PlatformError('rejected', name, errorCode ?? message ?? 'rejected', { status, errorCode, platformMessage: message, value });
        }
        throw new PlatformError('http', name, `HTTP ${status}`, { status });
      }
      return { value: validate(name, schema, json, status), setCookie };
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
    if (!success && isHibernateFailure(errorCode, message)) {
      throw new PlatformError('sync', name, `HTTP ${status}: the platform's data layer failed`, { status, errorCode });
    }
    if (!success) {
      throw new PlatformError('rejected', name, errorCode ?? message ?? 'rejected', { status, errorCode, platformMessage: message, value });
    }
    if (status >= 400) throw new PlatformError('http', name, `HTTP ${status}`, { status });
    return { value: validate(name, schema, currentShape(pathFor(name, ctx.callNames), value), status), setCookie };
  }

  return { call, callWithCookies, rsaModulus };
}

/** The platform's RSA modulus per platform URL: brand-wide, the same for every visitor. */
const modulusCache = new Map<string, { value: string; fetchedAt: number }>();
const modulusFetches = new Map<string, Promise<string>>();
const MODULUS_FRESH_MS = 10 * 60_000;

function validate<S extends v.GenericSchema>(name: string, schema: S, value: unknown, status: number): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const where = result.issues
      .slice(0, 3)
      .map((i) => `${v.getDotPath(i) ?? '(value)'}: ${i.message}`)
      .join('; ');
    throw new PlatformError('bad-response', name, `response does not match the contract: ${where}`, { status });
  }
  return result.output;
}
