import http from 'node:http';

/**
 * A signed-in player's pages one request at a time (what a player waits): the median time to the last
 * byte on loopback, and how many platform calls each request made or waited for. The site names every
 * platform call it waits on in Server-Timing (`platform.<endpoint>`), and nothing a cache answered, so
 * the count is the calls that were not cached.
 */
export const SIGNED_IN_PAGES = [
  '/index',
  '/rng',
  '/live',
  '/lottery',
  '/member/bonusDetails',
  '/member/securityCenter',
  '/member/rewardCenter',
  '/member/playerRank',
  '/member/messageV2',
  '/member/depositv2',
  '/member/withdraw',
  '/member/transferFund',
  '/member/transactionHistory?range=30d',
] as const;

/** The goals: a page's server time and its uncached platform calls. */
export const SIGNED_IN_BUDGET = { p50Ms: 50, calls: 1 };

const REPEATS = 15;

function timedGet(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ ms: number; status: number; calls: string[] }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const timing = String(res.headers['server-timing'] ?? '');
          const calls = [...timing.matchAll(/(?:^|,\s*)platform\.([\w-]+);/g)].map((m) => m[1]!);
          resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, calls });
        });
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export type SignedInPage = { path: string; status: number; p50: number; calls: number; endpoints: string[] };

/** Each page warmed once, then asked REPEATS times in a row; the median time and call count. */
export async function measureSignedInPages(siteUrl: string, host: string, cookie: string): Promise<SignedInPage[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { host, cookie };
  const pages: SignedInPage[] = [];
  try {
    for (const path of SIGNED_IN_PAGES) {
      await timedGet(agent, `${siteUrl}${path}`, headers);
      const runs = [];
      for (let i = 0; i < REPEATS; i++) runs.push(await timedGet(agent, `${siteUrl}${path}`, headers));
      const calls = median(runs.map((r) => r.calls.length));
      const typical = runs.find((r) => r.calls.length === calls)!;
      pages.push({ path, status: typical.status, p50: median(runs.map((r) => r.ms)), calls, endpoints: typical.calls });
    }
  } finally {
    agent.destroy();
  }
  return pages;
}

/** The pages as a Markdown table, each checked against the budget. */
export function signedInTable(pages: SignedInPage[]): string {
  const ok = (page: SignedInPage) => page.status === 200 && page.p50 <= SIGNED_IN_BUDGET.p50Ms && page.calls <= SIGNED_IN_BUDGET.calls;
  const rows = pages.map(
    (p) =>
      `| ${p.path} | ${p.status} | ${p.p50.toFixed(1)} | ${p.calls}${p.endpoints.length ? ` (${p.endpoints.join(', ')})` : ''} | ${ok(p) ? 'pass' : '**FAIL**'} |`,
  );
  return `| Signed in (benchwhale), one request at a time | status | p50 ms | uncached platform calls | ≤ ${SIGNED_IN_BUDGET.p50Ms} ms, ≤ ${SIGNED_IN_BUDGET.calls} call |
|---|---|---|---|---|
${rows.join('\n')}`;
}
