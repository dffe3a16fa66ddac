import { Histogram, register, type Metric } from 'prom-client';

/**
 * The site's own measurements that the app takes (its platform calls, its session store), kept in
 * prom-client's default registry beside the HTTP server's (server/observe/metrics.ts), which serves
 * them all. Every label comes from a closed set: brand ids, endpoint names, error kinds, operations.
 */
function once<T extends Metric>(name: string, make: () => T): T {
  // A process that loads the build twice (tests) keeps the metric it registered first.
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every platform call once it settled: brand, endpoint name and outcome (`ok`, or the error's kind: `timeout`, `network`, …). */
export const platformCallSeconds = once(
  'site_platform_call_duration_seconds',
  () =>
    new Histogram({
      name: 'site_platform_call_duration_seconds',
      help: 'Platform calls by brand, endpoint name and outcome (ok or the error kind: timeout, network, http, rejected, session, bad-response, overloaded, sync)',
      labelNames: ['brand', 'endpoint', 'outcome'] as const,
      buckets: SECONDS,
    }),
);

/** Every session store operation: read, write, touch, … and whether it failed. */
export const sessionStoreSeconds = once(
  'site_session_store_duration_seconds',
  () =>
    new Histogram({
      name: 'site_session_store_duration_seconds',
      help: 'Session store operations by operation and outcome (ok or error)',
      labelNames: ['operation', 'outcome'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    }),
);
