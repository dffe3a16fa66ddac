import type { Brand } from '../site-entry';
import type { FromWorker, RenderJob, ToWorker } from './render-worker-protocol';

export type RenderServiceDeps = {
  brandById: (id: string) => Brand | undefined;
  /** Renders the job's page with the worker's own build and caches. */
  render: (job: RenderJob, brand: Brand) => Promise<Response>;
  /** Fetches the brand's config and catalogues again now (see refreshBrandContent). */
  refreshBrandContent: (brand: Brand) => Promise<void>;
  send: (message: FromWorker, transfer?: ArrayBuffer[]) => void;
};

/**
 * The render worker's side of the conversation: renders each job and sends its response back whole,
 * and, told that the site saw a brand's content change, renders that brand's next pages only once its
 * own copy of the content is fetched again, so no page it renders after the change shows what was before.
 */
export function renderService(deps: RenderServiceDeps) {
  const refreshing = new Map<string, Promise<void>>();

  async function run(job: RenderJob): Promise<void> {
    try {
      const brand = deps.brandById(job.brandId);
      if (!brand) throw new Error(`no brand ${job.brandId}`);
      await refreshing.get(brand.id);
      const response = await deps.render(job, brand);
      const body = await response.arrayBuffer();
      deps.send({ type: 'rendered', id: job.id, status: response.status, headers: [...response.headers.entries()], body }, [body]);
    } catch (error) {
      deps.send({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    receive(message: ToWorker): Promise<void> {
      if (message.type === 'render') return run(message.job);
      const brand = deps.brandById(message.brandId);
      if (!brand) return Promise.resolve();
      const refresh = deps.refreshBrandContent(brand).catch(() => undefined);
      refreshing.set(brand.id, refresh);
      void refresh.then(() => {
        if (refreshing.get(brand.id) === refresh) refreshing.delete(brand.id);
      });
      return refresh;
    },
  };
}
