import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type * as SiteEntry from '../../app/entry.server';
import { sharedRenderRequest } from '../guest-pages/guest-page-key';
import type { ToWorker } from './render-worker-protocol';
import { renderService } from './render-worker-service';

/**
 * The render worker (a thread of the site's process, see RenderWorker): the production build with caches
 * of its own, rendering the guest pages the site hands it. It tells the site when its own fetch of a
 * brand's content found a change, as the site tells it.
 */
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
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const entry = build.entry.module as unknown as typeof SiteEntry;
// The build's own environment and brands, so the thread does not load the app's sources a second time.
const env = entry.getEnv();
const { index } = entry.getBrandRegistry();
const handle = createRequestHandler(entry.withRouteGates(build), env.NODE_ENV);

entry.onBrandContentChange((brandId) => port.postMessage({ type: 'content-changed', brandId }));

const service = renderService({
  brandById: (id) => index.byId.get(id),
  refreshBrandContent: entry.refreshBrandContent,
  send: (message, transfer) => port.postMessage(message, transfer),
  render: (job, brand) => {
    const context = entry.createRequestContext({
      host: { kind: 'brand', brand, host: job.host, preview: job.preview },
      cookie: job.cookie,
      clientIp: job.clientIp,
      port: job.port,
      origin: job.origin,
      nonce: job.nonce,
      budgetMs: env.REQUEST_BUDGET_MS,
    });
    return handle(sharedRenderRequest(job.url, job.cookie), context);
  },
});
port.on('message', (message: ToWorker) => void service.receive(message));
