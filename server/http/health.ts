import type { Request, Response } from 'express';

export type HealthSources = {
  /** Why the site cannot serve yet (brands' configs, the session store), from the build. */
  notReadyReasons: () => Promise<string[]>;
  /** Whether the render worker takes jobs (true when there is none). */
  workerUp: () => boolean;
  /** Whether the instance is shutting down. */
  draining: () => boolean;
};

const answer = (res: Response, status: number, text: string) => res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);

/** `/healthz`: the process is alive and its event loop turns, nothing more (a restart is the only cure for a no). */
export function liveness(_req: Request, res: Response) {
  answer(res, 200, 'ok\n');
}

/**
 * `/readyz`: whether a balancer should send this instance requests: 200 `ready`, or 503 with one reason a
 * line (a brand without a config, the session store away, the render worker down, shutting down).
 */
export function readiness(sources: HealthSources) {
  return async (_req: Request, res: Response) => {
    const reasons = sources.draining() ? ['shutting down'] : await sources.notReadyReasons();
    if (!sources.workerUp()) reasons.push('render worker down (restarting)');
    if (reasons.length) answer(res, 503, `not ready\n${reasons.join('\n')}\n`);
    else answer(res, 200, 'ready\n');
  };
}
