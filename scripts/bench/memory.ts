import net from 'node:net';
import { residentMb } from './issue-rows';

/** A free loopback port for the bench site's metrics listener. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One sample's value from Prometheus's text format (`name{labels} value`), or null. */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

export type MemoryBreakdown = {
  rss: number;
  peak: number;
  siteHeapUsed: number | null;
  siteHeapTotal: number | null;
  external: number | null;
  workerHeapUsed: number | null;
  workerHeapTotal: number | null;
  guestPages: number | null;
  guestPageBytes: number | null;
};

/**
 * What holds one instance's memory, in MB: its resident set (every thread) and, from its metrics, the site
 * thread's V8 heap, memory outside the heaps (buffers: pages, gzip), the render worker's heap and the guest
 * page cache's pages. The rest of the resident set is code, thread stacks and the allocator's free space.
 */
export async function memoryBreakdown(pid: number, metricsPort: number | null): Promise<MemoryBreakdown | null> {
  const resident = residentMb(pid);
  if (!resident) return null;
  let text = '';
  if (metricsPort) {
    try {
      text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    } catch {
      // No metrics: the resident set alone.
    }
  }
  const mb = (n: number | null) => (n === null ? null : n / 1024 / 1024);
  return {
    ...resident,
    siteHeapUsed: mb(sample(text, 'nodejs_heap_size_used_bytes')),
    siteHeapTotal: mb(sample(text, 'nodejs_heap_size_total_bytes')),
    external: mb(sample(text, 'nodejs_external_memory_bytes')),
    workerHeapUsed: mb(sample(text, 'site_render_worker_heap_bytes', 'kind="used"')),
    workerHeapTotal: mb(sample(text, 'site_render_worker_heap_bytes', 'kind="total"')),
    guestPages: sample(text, 'site_guest_cache_size', 'unit="entries"'),
    guestPageBytes: mb(sample(text, 'site_guest_cache_size', 'unit="bytes"')),
  };
}

/** The breakdown as one sentence for the bench's output and docs/perf.md. */
export function memoryLine(m: MemoryBreakdown | null): string {
  if (!m) return 'unknown (the site had exited)';
  const f = (n: number | null) => (n === null ? '?' : n.toFixed(0));
  return (
    `**${m.rss.toFixed(0)} MB resident** (peak ${m.peak.toFixed(0)} MB; the process, render worker included): ` +
    `site heap ${f(m.siteHeapUsed)} of ${f(m.siteHeapTotal)} MB, ` +
    (m.workerHeapUsed === null
      ? 'render worker not started (no stale guest page yet), '
      : `render worker heap ${f(m.workerHeapUsed)} of ${f(m.workerHeapTotal)} MB, `) +
    `buffers outside the heaps ${f(m.external)} MB (of which guest pages ${f(m.guestPageBytes)} MB in ${m.guestPages ?? '?'} pages)`
  );
}
