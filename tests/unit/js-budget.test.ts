import { describe, expect, it } from 'vitest';
import { budgetTable, failOverBudget, inlineScripts, judgeJsBudgets, partsTable, scriptUrls, type FirstVisitJs } from '../../scripts/bench/js-budget';

const html = `<html><head><link rel="modulepreload" href="/build/root-A.js"/><link rel="stylesheet" href="/build/a.css"/></head>
<body><script id="i18n-bootstrap" type="application/json">{"language":"EN"}</script>
<script nonce="n">window.__remixContext = {};</script>
<script nonce="n" type="module" async="">import "/build/manifest-B.js"; import("/build/entry.client-C.js");</script>
<script src="/build/analytics.js"></script></body></html>`;
// The same modules held until the first paint: still what a first visit downloads.
const afterPaint = html.replace('<link rel="modulepreload"', '<link data-rel-after-paint="modulepreload"');

const measured = (total: number): FirstVisitJs => ({ parts: [], files: 1, raw: total * 3, gzip: total - 10, inline: 30, inlineGzip: 10, total });

describe('first-visit JavaScript budget', () => {
  it('counts script files, module preloads and every inline script, route data and messages included', () => {
    expect(scriptUrls(html).sort()).toEqual(['/build/analytics.js', '/build/entry.client-C.js', '/build/root-A.js']);
    const inline = inlineScripts(html);
    expect(inline).toContain('"language":"EN"');
    expect(inline).toContain('window.__remixContext');
    expect(inline).not.toContain('analytics.js"');
    expect(scriptUrls(afterPaint).sort()).toEqual(scriptUrls(html).sort());
  });

  it('a page over its budget fails the bench, loudly and with a non-zero exit', () => {
    const results = judgeJsBudgets({ '/index': measured(100_001), '/rng': measured(90_000) });
    expect(results.map((r) => [r.pathname, r.pass])).toEqual([
      ['/index', false],
      ['/rng', true],
    ]);
    expect(budgetTable(results)).toMatch(/\| \/index \|.*\*\*FAIL\*\*/);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      failOverBudget(results);
    } finally {
      console.error = original;
    }
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    expect(errors.join('\n')).toContain('JS BUDGET EXCEEDED: /index');
    expect(errors.join('\n')).not.toContain('/rng');
  });

  it('a page without a measurement is an error, not a pass', () => {
    expect(() => judgeJsBudgets({ '/index': measured(1) })).toThrow(/\/rng/);
  });

  it("lists a page's files and inline scripts biggest first, so the next cut is the top row", () => {
    const js = {
      ...measured(5000),
      parts: [
        { name: '/build/a.js', raw: 900, gzip: 400 },
        { name: 'inline: i18n-bootstrap', raw: 9000, gzip: 3000 },
        { name: 'inline: a|b', raw: 10, gzip: 10 },
      ],
    };
    const rows = partsTable('/index', js).split('\n').slice(2);
    expect(rows[0]).toContain('i18n-bootstrap');
    expect(rows[1]).toContain('/build/a.js');
    expect(rows[2]).toContain('a\\|b');
  });
});
