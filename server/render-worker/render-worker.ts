import os from 'node:os';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { consoleIntoLog } from '../observe/log';
import { loadBuild } from '../site-entry';
import { sharedRenderRequest } from '../guest-pages/guest-page-key';
import type { FromWorker, ToWorker } from './render-worker-protocol';
import { renderService } from './render-worker-service';

/**
 * The render worker (a thread of the site's process, see RenderWorker): the production build with caches
 * of its own, rendering the guest pages the site hands it. It tells the site when its own fetch of a
 * brand's content found a change, as the site tells it.
 */
// The build's console lines from this thread join the instance's JSON log like the site thread's.
if (process.env.NODE_ENV === 'production') consoleIntoLog();
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
// On Linux a priority set from a thread is that thread's own: on a busy CPU the site's thread, answering
// hits, goes first and a re-render (whose stale page is served meanwhile) takes what is left.
try {
  os.setPriority(10);
} catch {
  // Not allowed here (some containers): the render competes as an equal.
}
const { buildPath } = workerData as { buildPath: string };
// The same door as the site's: the build's own environment, brands and caches, a copy of them per thread.
const { build, site } = await loadBuild(buildPath);
const opened = site.open(build);

opened.onBrandContentChange((brandId) => port.postMessage({ type: 'content-changed', brandId }));

const service = renderService({
  brandById: opened.brandById,
  refreshBrandContent: opened.refreshBrandContent,
  send: (message, transfer) => {
    // With each job's answer (just before it), what the heap holds: the site reports it beside its own (site_render_worker_heap_bytes).
    const heap = v8.getHeapStatistics();
    port.postMessage({ type: 'heap', usedBytes: heap.used_heap_size, totalBytes: heap.total_heap_size } satisfies FromWorker);
    port.postMessage(message, transfer);
  },
  render: (job, brand) =>
    opened.render(
      sharedRenderRequest(job.url, job.cookie),
      { host: { kind: 'brand', brand, host: job.host, preview: job.preview }, port: job.port, origin: job.origin, clientIp: job.clientIp },
      job.nonce,
    ),
});
port.on('message', (message: ToWorker) => void service.receive(message));
