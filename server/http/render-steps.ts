import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a rendered request goes through, one after another: a step answers, or passes on with `next()`, or fails with `next(error)`. */
export type RenderStep = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void | Promise<void>;

/**
 * Runs `steps` in order over plain node:http objects, as Express ran them as middleware: a step that throws
 * or passes an error goes to `fail`, which answers; a request no step answered fails too. Express's request and
 * response (prototypes swapped per request, its router's walk, its helpers) were a tenth of a small answer's cost.
 */
export function renderSteps(steps: readonly RenderStep[], fail: (error: unknown, req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error !== undefined) return fail(error, req, res);
      const step = steps[index++];
      if (!step) return fail(new Error('no step answered the request'), req, res);
      try {
        // A step is async or calls `next` itself: its own errors reach `next`.
        void step(req, res, next);
      } catch (thrown) {
        fail(thrown, req, res);
      }
    };
    next();
  };
}
