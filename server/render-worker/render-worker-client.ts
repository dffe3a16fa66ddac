import { Worker } from 'node:worker_threads';
import type { FromWorker, RenderJob, ToWorker } from './render-worker-protocol';

export type RenderWorkerOptions = {
  /** The production build the worker loads (the same file as the site's). */
  buildPath: string;
  /** Told when the worker's own fetch of a brand's content found it changed. */
  onContentChange: (brandId: string) => void;
  /** A render that takes longer than this is given up (the worker has its own request budget well within it). */
  timeoutMs: number;
  /** After the worker failed to start or died, how long renders are refused before it is started again. */
  restartAfterMs?: number;
  /**
   * The worker's V8 heap budget in MB (old generation; its young generation is kept small beside it). Past
   * it the thread dies, its jobs fail and the site renders those pages itself until it restarts; without
   * one a worker's heap grows with the process's memory instead of collecting.
   */
  heapMb?: number;
};

type Waiting = { resolve: (response: Response) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

const WORKER_FILE = new URL('./render-worker-boot.mjs', import.meta.url);
/** The worker's young generation with a heap budget: a render's garbage is short-lived, and V8's default for a thread is as large as the site's. */
const YOUNG_GENERATION_MB = 16;

/**
 * A thread that renders guest pages away from the site's own: started on the first job, started again
 * after it dies (not sooner than `restartAfterMs`). A job it cannot take rejects at once, so the caller
 * renders the page itself instead.
 */
export class RenderWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private refusedUntil = 0;
  private lastHeap: { usedBytes: number; totalBytes: number } | null = null;

  constructor(private readonly options: RenderWorkerOptions) {}

  /** The job's response, rendered in the worker. */
  render(job: Omit<RenderJob, 'id'>): Promise<Response> {
    const worker = this.running();
    if (!worker) return Promise.reject(new Error('the render worker is restarting'));
    const id = this.nextId++;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(id, `render of ${job.url} took over ${this.options.timeoutMs} ms`), this.options.timeoutMs);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ type: 'render', job: { ...job, id } } satisfies ToWorker);
    });
  }

  /** Passes on that the site saw the brand's content change (nothing to pass before the worker runs: it fetches afresh). */
  contentChanged(brandId: string): void {
    this.worker?.postMessage({ type: 'content-changed', brandId } satisfies ToWorker);
  }

  /** Whether it takes jobs: running, or started by the next one; not while it waits to restart after dying. */
  get up(): boolean {
    return this.worker !== null || Date.now() >= this.refusedUntil;
  }

  /** Jobs sent and not answered yet. */
  get queued(): number {
    return this.waiting.size;
  }

  /** The worker's heap as it reported it after its last job (null before any, and after it died). */
  get heap(): { usedBytes: number; totalBytes: number } | null {
    return this.lastHeap;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the render worker was stopped'));
    await worker?.terminate();
  }

  private running(): Worker | null {
    if (this.worker) return this.worker;
    if (Date.now() < this.refusedUntil) return null;
    const heapMb = this.options.heapMb;
    const worker = new Worker(WORKER_FILE, {
      workerData: { buildPath: this.options.buildPath },
      resourceLimits: heapMb ? { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } : undefined,
    });
    // Never the reason the process stays up.
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(message));
    worker.on('error', (error) => {
      console.error('[render-worker] failed:', error);
      this.gone(worker, error);
    });
    worker.on('exit', (code) => this.gone(worker, new Error(`the render worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker) {
    if (message.type === 'heap') this.lastHeap = { usedBytes: message.usedBytes, totalBytes: message.totalBytes };
    else if (message.type === 'content-changed') this.options.onContentChange(message.brandId);
    else if (message.type === 'failed') this.fail(message.id, message.message);
    else this.settle(message.id, new Response(message.body, { status: message.status, headers: message.headers }));
  }

  private settle(id: number, outcome: Response | Error) {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  private fail(id: number, reason: string) {
    console.error(`[render-worker] ${reason}`);
    this.settle(id, new Error(reason));
  }

  private gone(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    this.lastHeap = null;
    this.refusedUntil = Date.now() + (this.options.restartAfterMs ?? 30_000);
    this.failAll(error);
  }

  private failAll(error: Error) {
    for (const id of [...this.waiting.keys()]) this.settle(id, error);
  }
}
