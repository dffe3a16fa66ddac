import type { AppLanguage } from '~/i18n/languages';
import { getEnv } from '~/lib/env.server';
import { ConcurrencyLimit } from '~/lib/concurrency-limit.server';
import { platformCallSeconds } from '~/lib/metrics.server';
import type { Timings } from '~/lib/timing.server';
import { createPlatformClient, type PlatformCallRecord, type PlatformClient } from '~/platform-client/client.server';
import type { Brand } from './brands/load-brands.server';
import { platformUrlFor } from './brands/registry.server';
import type { RequestTrace } from './request-trace';

export type PlatformClientOptions = {
  language: AppLanguage;
  /** A player's token: only for calls made on that player's behalf. */
  token?: string | null;
  /** The visitor's address, forwarded for the platform's location checks: never on shared (cached) calls. */
  clientIp?: string | null;
  /** The request's Server-Timing collector. */
  timings?: Timings;
  /** The request's time budget; shared fetches (that later visitors also wait on) run on the call timeout alone. */
  signal?: AbortSignal;
  /** The request the calls are made for: they carry its id and are listed in its log line. */
  trace?: RequestTrace;
};

const limits = new Map<string, ConcurrencyLimit>();

/** One cap per brand on the calls in flight to its platform, shared by every request of this process. */
function limitFor(brand: Brand): ConcurrencyLimit {
  let limit = limits.get(brand.id);
  if (!limit) {
    const env = getEnv();
    limit = new ConcurrencyLimit(Math.max(1, env.PLATFORM_CONCURRENCY), env.PLATFORM_QUEUE);
    limits.set(brand.id, limit);
  }
  return limit;
}

/**
 * The one place a platform client is built: the brand's platform, merchant code and timeout, plus what
 * the use needs. Requests get theirs from the request context; shared caches build visitor-free ones.
 */
export function platformClientFor(brand: Brand, options: PlatformClientOptions): PlatformClient {
  const { trace } = options;
  const observe = (call: PlatformCallRecord) => {
    platformCallSeconds.observe({ brand: brand.id, endpoint: call.name, outcome: call.outcome }, call.ms / 1000);
    trace?.platformCalls.push(call);
  };
  return createPlatformClient({
    baseUrl: platformUrlFor(brand),
    merchant: brand.merchantCode,
    language: options.language,
    timeoutMs: getEnv().PLATFORM_TIMEOUT_MS,
    token: options.token ?? null,
    clientIp: options.clientIp ?? null,
    timings: options.timings,
    signal: options.signal,
    limit: limitFor(brand),
    callNames: { dialect: brand.platformDialect, overrides: brand.platformCalls },
    requestId: trace?.id,
    observe,
  });
}
