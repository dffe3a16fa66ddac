import zlib from 'node:zlib';

/** Fetches a path with the site's Host header; the bench's own keep-alive client. */
export type Get = (url: string, host: string, headers?: Record<string, string>) => Promise<{ status: number; body: Buffer }>;

/**
 * What a first visit costs in JavaScript, gzipped: the script files the document loads (entry, route
 * modules, modulepreloads) plus every inline script (route data, the manifest, the message bootstrap),
 * because a phone parses both before the page responds.
 */
export type FirstVisitJs = { files: number; raw: number; gzip: number; inline: number; inlineGzip: number; total: number; parts: JsPart[] };
/** One script file or inline script of a first visit, for finding what to cut. */
export type JsPart = { name: string; raw: number; gzip: number };

/** Gzipped bytes of JavaScript a first visit may cost, per page (decimal kilobytes: the stricter reading of "KB"). */
export const JS_BUDGETS: Readonly<Record<string, number>> = { '/index': 100_000, '/rng': 120_000 };

const gzipSize = (bytes: Buffer | string) => zlib.gzipSync(bytes, { level: 6 }).length;
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+(?:rel|data-rel-after-paint)="modulepreload"[^>]+href)="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!);
  return [...urls];
}

/** The page's inline script elements: their attributes and bodies. */
function inlineScriptTags(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, body: m[2]! }));
}

/** Inline scripts' bodies; they travel in the (gzipped) document together, so they are gzipped together. */
export function inlineScripts(html: string): string {
  return inlineScriptTags(html)
    .map((tag) => tag.body)
    .join('\n');
}

export async function firstVisitJs(get: Get, siteUrl: string, host: string, pathname: string): Promise<FirstVisitJs> {
  const html = (await get(`${siteUrl}${pathname}`, host)).body.toString('utf8');
  const urls = scriptUrls(html);
  const parts: JsPart[] = [];
  for (const url of urls) {
    const res = await get(`${siteUrl}${url}`, host, { 'accept-encoding': 'identity' });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    parts.push({ name: url, raw: res.body.length, gzip: gzipSize(res.body) });
  }
  const raw = parts.reduce((sum, p) => sum + p.raw, 0);
  const gzip = parts.reduce((sum, p) => sum + p.gzip, 0);
  for (const { attributes, body } of inlineScriptTags(html)) {
    if (body) parts.push({ name: `inline: ${inlineLabel(attributes, body)}`, raw: Buffer.byteLength(body), gzip: gzipSize(body) });
  }
  const inline = inlineScripts(html);
  const inlineGzip = inline ? gzipSize(inline) : 0;
  return { files: urls.length, raw, gzip, inline: Buffer.byteLength(inline), inlineGzip, total: gzip + inlineGzip, parts };
}

/** A short name for an inline script: its id, or its first words. */
function inlineLabel(attributes: string, body: string): string {
  const id = /\sid="([^"]+)"/.exec(attributes)?.[1];
  return id ?? body.trim().slice(0, 48).replace(/\s+/g, ' ');
}

/** Every file and inline script of a first visit, biggest first (gzipped each on its own). */
export function partsTable(pathname: string, js: FirstVisitJs): string {
  const rows = [...js.parts].sort((a, b) => b.gzip - a.gzip).map((p) => `| ${p.name.replace(/\|/g, '\\|')} | ${kb(p.gzip)} | ${kb(p.raw)} |`);
  return [`| ${pathname}: file or inline script | gzipped | raw |`, '|---|---|---|', ...rows].join('\n');
}

export type BudgetResult = { pathname: string; budget: number; js: FirstVisitJs; pass: boolean };

/** Each budgeted page's measurement against its budget; a page without a measurement fails. */
export function judgeJsBudgets(measured: Readonly<Record<string, FirstVisitJs>>, budgets = JS_BUDGETS): BudgetResult[] {
  return Object.entries(budgets).map(([pathname, budget]) => {
    const js = measured[pathname];
    if (!js) throw new Error(`no first-visit measurement of ${pathname}`);
    return { pathname, budget, js, pass: js.total <= budget };
  });
}

export async function checkJsBudgets(get: Get, siteUrl: string, host: string, budgets = JS_BUDGETS): Promise<BudgetResult[]> {
  const measured: Record<string, FirstVisitJs> = {};
  for (const pathname of Object.keys(budgets)) measured[pathname] = await firstVisitJs(get, siteUrl, host, pathname);
  return judgeJsBudgets(measured, budgets);
}

/** A Markdown table of the budgets, for the console and docs/perf.md. */
export function budgetTable(results: readonly BudgetResult[]): string {
  const rows = results.map(
    ({ pathname, budget, js, pass }) =>
      `| ${pathname} | ${js.files} files, ${kb(js.gzip)} (${kb(js.raw)} raw) | ${kb(js.inlineGzip)} (${kb(js.inline)} raw) | **${kb(js.total)}** | ${kb(budget)} | ${pass ? 'pass' : '**FAIL**'} |`,
  );
  return ['| First visit (demo-a, guest) | script files gzipped | inline scripts gzipped | total | budget | |', '|---|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** Over budget is a failed bench: say so where nobody can miss it and make the process exit non-zero. */
export function failOverBudget(results: readonly BudgetResult[]): void {
  const over = results.filter((r) => !r.pass);
  if (over.length === 0) return;
  for (const r of over) {
    console.error(`\n!!! JS BUDGET EXCEEDED: ${r.pathname} ships ${kb(r.js.total)} gzipped, budget ${kb(r.budget)} (+${kb(r.js.total - r.budget)}) !!!`);
  }
  process.exitCode = 1;
}
