import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';

/**
 * What the HTTP server measures, in prom-client's default registry beside what the app measures
 * (app/lib/metrics.server.ts: platform calls, session store). Labels come from closed sets only: brand
 * ids (or the kind of host that is not a brand), route ids, methods, status codes, cache outcomes.
 */
function once<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

export const requestSeconds = once(
  'site_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Requests by brand, route id (never the raw URL), method and status, until the response ended',
      labelNames: ['brand', 'route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const guestCacheRequests = once(
  'site_guest_cache_requests_total',
  () =>
    new Counter({
      name: 'site_guest_cache_requests_total',
      help: 'Guest page requests by brand and cache outcome: hit, stale (served while a new one renders), miss (rendered), bypass (not for the cache)',
      labelNames: ['brand', 'outcome'] as const,
    }),
);

export const guestCacheStores = once(
  'site_guest_cache_stores_total',
  () => new Counter({ name: 'site_guest_cache_stores_total', help: 'Guest pages rendered and kept in the cache, by brand', labelNames: ['brand'] as const }),
);

export const signedInSplices = once(
  'site_signed_in_splices_total',
  () =>
    new Counter({
      name: 'site_signed_in_splices_total',
      help: "Signed-in pages answered from a shared render with the player's own parts written in, by brand",
      labelNames: ['brand'] as const,
    }),
);

export const signedInSharedRenders = once(
  'site_signed_in_shared_renders_total',
  () =>
    new Counter({
      name: 'site_signed_in_shared_renders_total',
      help: 'Shared renders of signed-in pages by brand and whether a request waited for it (yes: none kept yet; no: a stale page was served meanwhile)',
      labelNames: ['brand', 'waited'] as const,
    }),
);

export const overloadSheds = once(
  'site_overload_shed_total',
  () =>
    new Counter({
      name: 'site_overload_shed_total',
      help: 'Requests refused with the busy page (503) because the instance was full, by brand',
      labelNames: ['brand'] as const,
    }),
);

export const logDrops = once(
  'site_log_lines_dropped_total',
  () => new Counter({ name: 'site_log_lines_dropped_total', help: 'Log lines dropped because the log reader fell behind by more than the buffer' }),
);

type MeasuredWorker = { queued: number; up: boolean; heap: { usedBytes: number; totalBytes: number } | null };
type MeasuredStore = { size: { entries: number; bytes: number } };

/** Once per process: the render worker's queue, state and heap, the guest page cache's size, and Node's own (event-loop delay, heap, resident memory). */
export function measureProcess(worker: MeasuredWorker | null, guestPages: MeasuredStore | null = null) {
  once(
    'site_render_worker_queue',
    () =>
      new Gauge({
        name: 'site_render_worker_queue',
        help: 'Guest pages sent to the render worker and not answered yet',
        collect() {
          this.set(current?.queued ?? 0);
        },
      }),
  );
  once(
    'site_render_worker_up',
    () =>
      new Gauge({
        name: 'site_render_worker_up',
        help: 'Whether the render worker takes jobs (1; 0 while it waits to restart after dying)',
        collect() {
          this.set(current && !current.up ? 0 : 1);
        },
      }),
  );
  once(
    'site_render_worker_heap_bytes',
    () =>
      new Gauge({
        name: 'site_render_worker_heap_bytes',
        help: "The render worker's V8 heap after its last job: used, and total (taken from the system); absent before its first job",
        labelNames: ['kind'] as const,
        collect() {
          this.reset();
          const heap = current?.heap;
          if (!heap) return;
          this.set({ kind: 'used' }, heap.usedBytes);
          this.set({ kind: 'total' }, heap.totalBytes);
        },
      }),
  );
  once(
    'site_guest_cache_size',
    () =>
      new Gauge({
        name: 'site_guest_cache_size',
        help: 'Guest pages kept (entries) and the bytes they weigh (bytes), within GUEST_PAGE_MAX_ENTRIES and GUEST_PAGE_MAX_BYTES',
        labelNames: ['unit'] as const,
        collect() {
          const size = currentStore?.size ?? { entries: 0, bytes: 0 };
          this.set({ unit: 'entries' }, size.entries);
          this.set({ unit: 'bytes' }, size.bytes);
        },
      }),
  );
  current = worker;
  currentStore = guestPages;
  if (!defaultsCollected) {
    // nodejs_eventloop_lag_*, nodejs_heap_*, process_resident_memory_bytes, GC and handles.
    collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
    defaultsCollected = true;
  }
}
let current: MeasuredWorker | null = null;
let currentStore: MeasuredStore | null = null;
let defaultsCollected = false;

/** The whole registry in Prometheus's text format. */
export const metricsText = () => register.metrics();
export const metricsContentType = register.contentType;
