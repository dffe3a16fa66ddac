import fs from 'node:fs';

/**
 * Where the time of the load bench's requests went, read from both ends: the bench gives every request an
 * `X-Request-Id` of its own and notes when it sent it; the site (behind a trusted proxy) logs that id with the
 * time its response closed and how long it held the request. So a request's wait splits into before the
 * site's listener (the socket, the accept queue, the event loop behind) and inside it (admission, the render).
 */
export class LoadTrace {
  private readonly sentAt = new Map<string, number>();
  private readonly timedOut: string[] = [];

  /** `run`: this run's mark in the ids, so that two runs against one site read apart in its log. */
  constructor(private readonly run: string) {}

  /** The id for a request about to be written on connection `connection`, noted with the time. */
  sent(connection: number, n: number): string {
    const id = `load-${this.run}-${connection}-${n}`;
    this.sentAt.set(id, Date.now());
    return id;
  }

  /** A request the bench gave up on (no answer within its timeout). */
  gaveUp(id: string) {
    this.timedOut.push(id);
  }

  /** The site log's request lines for the bench's ids, split at the site's listener: a summary for the report. */
  read(logPath: string): string {
    const seen = new Map<string, { before: number; inside: number; status: number }>();
    if (!fs.existsSync(logPath)) return 'no site log';
    for (const line of fs.readFileSync(logPath, 'utf8').split('\n')) {
      if (!line.includes(`"reqId":"load-${this.run}-`)) continue;
      const record = JSON.parse(line) as { reqId: string; time: number; ms: number; status: number };
      const at = this.sentAt.get(record.reqId);
      if (at !== undefined) seen.set(record.reqId, { before: record.time - record.ms - at, inside: record.ms, status: record.status });
    }
    const pct = (values: number[], p: number) => {
      if (values.length === 0) return '–';
      const sorted = [...values].sort((a, b) => a - b);
      return String(Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!));
    };
    const split = (ids: readonly string[]) => {
      const found = ids.map((id) => seen.get(id)).filter((r) => r !== undefined);
      const before = found.map((r) => r.before);
      const inside = found.map((r) => r.inside);
      const statuses = new Map<number, number>();
      for (const r of found) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      return `${found.length} of ${ids.length} in the site's log (status ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ') || '–'}); before the listener p50 ${pct(before, 0.5)} / p99 ${pct(before, 0.99)} / max ${pct(before, 1)} ms, inside it p50 ${pct(inside, 0.5)} / p99 ${pct(inside, 0.99)} / max ${pct(inside, 1)} ms`;
    };
    return `all requests: ${split([...this.sentAt.keys()])}; unanswered in the bench's timeout: ${split(this.timedOut)}`;
  }
}
