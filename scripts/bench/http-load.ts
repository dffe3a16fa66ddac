import http from 'node:http';

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not a whole 200: another status, a cut-off body, or no answer at all. */
  failures: number;
  failureKinds: Record<string, number>;
};

/**
 * One GET, its body drained and dropped (the load generator shares the machine with the servers, so
 * it keeps no bytes and parses nothing). Fails on anything but a complete 200.
 */
function getOnce(agent: http.Agent, url: string, headers: Record<string, string>): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('error', () => undefined);
      res.on('close', () => resolve(res.statusCode !== 200 ? `HTTP ${res.statusCode}` : res.complete ? null : 'cut-off body'));
      res.resume();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * `concurrency` keep-alive clients asking for `url` back to back for `durationMs` (at most
 * `maxRequests` in all). `during`, if given, runs once `atMs` into the run (the kill test).
 */
export async function runLoad(options: {
  url: string;
  headers?: Record<string, string>;
  durationMs: number;
  concurrency: number;
  maxRequests?: number;
  during?: { atMs: number; run: () => Promise<void> };
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const headers = options.headers ?? {};
  const maxRequests = options.maxRequests ?? 100_000;
  const latencies: number[] = [];
  const failureKinds: Record<string, number> = {};
  let failures = 0;
  const until = Date.now() + options.durationMs;
  const worker = async () => {
    while (Date.now() < until && latencies.length < maxRequests) {
      const started = performance.now();
      const failure = await getOnce(agent, options.url, headers);
      latencies.push(performance.now() - started);
      if (failure) {
        failures++;
        failureKinds[failure] = (failureKinds[failure] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  const side = options.during ? new Promise((r) => setTimeout(r, options.during!.atMs)).then(options.during.run) : Promise.resolve();
  await Promise.all([...Array.from({ length: options.concurrency }, worker), side]);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: pct(50), p99: pct(99), failures, failureKinds };
}
