import { createRequire } from 'node:module';

/**
 * Screenshots in the e2e suite are PNGs for a person to open, and Chromium encoded each at its smallest: a full-page
 * shot of /index (1366×3864) cost about 1.3 CPU-s of Chromium, most of it the encoding (the same shot scaled to a
 * twentieth, drawn but hardly encoded, about 0.15). CDP's `optimizeForSpeed` encodes the same pixels, still lossless
 * PNG, about 40 % cheaper in files half as large again. Playwright has no option for it, so the worker's own
 * Playwright (its browser server runs in the worker) adds it to each PNG capture it sends Chromium.
 * Playwright's internals: if they are not where this looks, nothing changes and the PNGs are encoded as before.
 */
type Send = (method: string, params?: Record<string, unknown>) => Promise<unknown>;
type ServerBrowser = { newContext: (...args: unknown[]) => Promise<unknown>; _session?: { send?: Send } };

let sessionPatched = false;
let installed = false;

function encodeForSpeed(session: { send?: Send } | undefined) {
  const prototype = session && (Object.getPrototypeOf(session) as { send?: Send });
  if (sessionPatched || typeof prototype?.send !== 'function') return;
  sessionPatched = true;
  const send = prototype.send;
  prototype.send = function (this: unknown, method, params) {
    const png = method === 'Page.captureScreenshot' && params?.format === 'png';
    return send.call(this, method, png ? { ...params, optimizeForSpeed: true } : params);
  };
}

/** Installs the option once per worker, at its browser's first context (each test's context is one). */
export function fastPngScreenshots() {
  if (installed) return;
  installed = true;
  let server: { Browser?: { prototype: ServerBrowser } } | undefined;
  try {
    server = (createRequire(import.meta.url)('playwright-core/lib/coreBundle') as { server?: typeof server }).server;
  } catch {
    return;
  }
  const prototype = server?.Browser?.prototype;
  if (!prototype || typeof prototype.newContext !== 'function') return;
  const newContext = prototype.newContext;
  prototype.newContext = function (this: ServerBrowser, ...args) {
    encodeForSpeed(this._session);
    return newContext.apply(this, args);
  };
}
