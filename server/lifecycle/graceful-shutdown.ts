import type { ServerResponse, Server } from 'node:http';

export type ShutdownOptions = {
  /** How long requests in flight may take to finish before their connections are closed anyway. */
  graceMs: number;
  /** What else the instance holds open (render worker, session store, platform), closed once requests are done. */
  release: () => Promise<void>;
  /** Told what happens, for the log. */
  report: (message: string) => void;
};

/**
 * Stops a server the way a balancer expects: no new connections, requests in flight finish (their
 * connections then close instead of being kept alive), and after `graceMs` whatever is still open is
 * cut. Then the instance's other resources are released. Watches the server's responses from the
 * moment it is called, so `drain` knows which are in flight.
 */
export function drainable(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Once draining, a connection that goes idle is closed at once rather than kept alive.
  const ended = (res: ServerResponse) => {
    inFlight.delete(res);
    if (draining) server.closeIdleConnections();
  };
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('finish', () => ended(res));
    res.once('close', () => ended(res));
  });

  return {
    get draining() {
      return draining;
    },
    async drain(options: ShutdownOptions): Promise<{ cut: boolean }> {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = false;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          cut = true;
          server.closeAllConnections();
          resolve();
        }, options.graceMs);
      });
      await Promise.race([closed, grace]);
      clearTimeout(timer);
      options.report(cut ? `${inFlight.size} requests still running after ${options.graceMs} ms were cut` : 'requests in flight finished');
      await options.release();
      return { cut };
    },
  };
}
export type Drainable = ReturnType<typeof drainable>;

/** On SIGTERM or SIGINT, drains the server (see drainable) and exits 0; a second signal exits at once. */
export function shutdownOnSignal(server: Drainable, options: ShutdownOptions) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    options.report(`${signal}: no new connections; waiting up to ${options.graceMs} ms for requests in flight`);
    server.drain(options).then(
      () => process.exit(0),
      (error: unknown) => {
        options.report(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
