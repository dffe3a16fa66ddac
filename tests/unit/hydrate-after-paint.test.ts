import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { heldBackPage, hydrateAfterPaint, LOADER, PENDING_SCRIPT_TYPE, PRELOADS_PER_TASK } from '~/request/hydrate-after-paint.server';

const NONCE = 'n0nce+/=';
// The tail of a page as Remix's <Scripts> writes it, with a Thai heading before it.
const PAGE =
  `<!DOCTYPE html><html lang="th"><head><link rel="stylesheet" href="/build/css-bundle.css"/></head><body><h1>สล็อต</h1>` +
  `<link rel="modulepreload" href="/build/entry.client.js"/><link rel="modulepreload" href="/build/_shared/chunk-A.js"/>` +
  `<script nonce="${NONCE}">window.__remixContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/build/root.js";\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/build/entry.client.js");</script>` +
  `<script nonce="${NONCE}">window.__remixContext.streamController.close();</script></body></html>`;

describe('scripts wait for the first paint', () => {
  const out = hydrateAfterPaint(PAGE, NONCE);

  it('fetches no module before the loader runs: preloads and the module script are inert in the HTML', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out.match(/data-rel-after-paint="modulepreload" href="[^"]+"/g)).toEqual([
      'data-rel-after-paint="modulepreload" href="/build/entry.client.js"',
      'data-rel-after-paint="modulepreload" href="/build/_shared/chunk-A.js"',
    ]);
  });

  it('keeps the app script word for word, and adds one loader with the page nonce right after it', () => {
    expect(out).toContain(`<script nonce="${NONCE}" type="text/x-module-after-paint">;\nimport * as route0 from "/build/root.js";`);
    const pending = out.indexOf('text/x-module-after-paint');
    const loader = out.indexOf(`<script nonce="${NONCE}">`, pending);
    expect(loader).toBeGreaterThan(pending);
    expect(out.slice(loader)).toContain('requestAnimationFrame');
    // Everything else, the page itself and the data scripts after it, is unchanged.
    expect(
      out
        .replace(/<script nonce="[^"]+">\(function\(\)\{var done[^]*?<\/script>/, '')
        .replaceAll('data-rel-after-paint="modulepreload"', 'rel="modulepreload"')
        .replace('type="text/x-module-after-paint"', 'type="module" async=""'),
    ).toBe(PAGE);
  });

  it('leaves a page without the app script alone (an error page rendered without scripts)', () => {
    const bare = '<!DOCTYPE html><html><body><h1>Oops</h1></body></html>';
    expect(hydrateAfterPaint(bare, NONCE)).toBe(bare);
    // Another nonce is another page's script: not touched.
    expect(hydrateAfterPaint(PAGE, 'other')).toBe(PAGE);
  });

  it('gives the same page over a stream cut anywhere, even inside a character', async () => {
    const bytes = Buffer.from(PAGE, 'utf8');
    const thai = bytes.indexOf(Buffer.from('สล็อต', 'utf8'));
    const cuts = [1, thai + 1, bytes.indexOf(Buffer.from('rel="module')) + 4, bytes.indexOf(Buffer.from('type="module"')) + 3, bytes.length - 5];
    const chunks = cuts.map((cut, i) => bytes.subarray(i === 0 ? 0 : cuts[i - 1], cut)).concat([bytes.subarray(cuts.at(-1))]);
    let held: Buffer | null = null;
    await pipeline(
      Readable.from(chunks),
      heldBackPage(NONCE, (page) => (held = page)),
    );
    expect(held!.toString('utf8')).toBe(out);
  });
});

describe('the loader after the first paint', () => {
  /** Runs the loader's text against a stand-in page of `links` pending preloads, one task at a time. */
  function runLoader(links: number) {
    const pending = Array.from({ length: links }, () => ({ rel: '', getAttribute: () => 'modulepreload' }));
    const appended: { type: string; nonce: string; textContent: string }[] = [];
    const tasks: (() => void)[] = [];
    const armedPerTask: number[] = [];
    const armed = () => pending.filter((l) => l.rel === 'modulepreload').length;
    const document = {
      visibilityState: 'hidden', // the loader runs at once, without waiting for a paint
      querySelectorAll: (selector: string) => (selector === 'link[data-rel-after-paint]' ? pending : []),
      querySelector: (selector: string) =>
        selector === `script[type="${PENDING_SCRIPT_TYPE}"]` ? { nonce: 'n', textContent: 'import("/build/entry.client.js")' } : null,
      createElement: () => ({ type: '', nonce: '', textContent: '' }),
      body: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    };
    const setTimeout = (fn: () => void, ms: number) => (ms === 0 ? tasks.push(fn) : undefined);
    new Function('document', 'setTimeout', 'requestAnimationFrame', 'PerformanceObserver', LOADER)(document, setTimeout, () => 0, undefined);
    armedPerTask.push(armed());
    while (tasks.length) {
      const before = armed();
      tasks.shift()!();
      armedPerTask.push(armed() - before);
    }
    return { armedPerTask, appended, allArmed: armed() === links };
  }

  it('re-arms every preload, a few per task, so no single task starts forty fetches', () => {
    const { armedPerTask, allArmed } = runLoader(43);
    expect(allArmed).toBe(true);
    expect(Math.max(...armedPerTask)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    expect(armedPerTask.length).toBe(Math.ceil(43 / PRELOADS_PER_TASK));
  });

  it("starts the app's module script once, with the page's nonce, in the first task", () => {
    const { appended } = runLoader(43);
    expect(appended).toEqual([{ type: 'module', nonce: 'n', textContent: 'import("/build/entry.client.js")' }]);
  });
});
