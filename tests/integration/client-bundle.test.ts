import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstVisitSources, readClientBuild, routeChain, serverOnlyIn, type ClientBuild } from '../support/client-bundle';

/**
 * The production browser build (`npm run build`), read from esbuild's metafile and Remix's manifest: what a
 * guest's first visit downloads must hold no server-only code. A schema module imported by a client module
 * (once the preview ribbon's path constant, through the overrides' schema) costs every visitor valibot.
 */
const GUEST_PAGES = {
  '/index': 'routes/_content+/[index]',
  '/rng': 'routes/_games+/rng',
  '/login': 'routes/_auth+/login',
  '/promotions': 'routes/_rewards+/promotions',
} as const;

const build = readClientBuild();

const ROUTES = Object.keys(build.manifest.routes).filter((id) => id !== 'root');

describe("a guest's first-visit JavaScript", () => {
  it.each(Object.entries(GUEST_PAGES))('%s ships no validation library, schema, platform client or server module', (_page, routeId) => {
    const sources = firstVisitSources(build, ['root', routeId]);
    // The walk really reached the page's own code and the shared chrome.
    expect(sources.has('app/root.tsx')).toBe(true);
    expect([...sources].some((s) => s.startsWith('app/features/chrome/'))).toBe(true);
    expect(serverOnlyIn(sources, build.meta)).toEqual([]);
  });

  it('the walk covers the member and agent centres and their forms', () => {
    for (const area of ['routes/member+/', 'routes/agent+/']) expect(ROUTES.filter((id) => id.startsWith(area)).length).toBeGreaterThan(10);
    const feedback = firstVisitSources(build, routeChain(build.manifest, 'routes/member+/feedback'));
    expect(feedback.has('app/features/member/feedback/feedback-page.tsx')).toBe(true);
  });

  it.each(ROUTES)('%s ships no validation library, schema, platform client or server module to the browser', (routeId) => {
    const sources = firstVisitSources(build, routeChain(build.manifest, routeId));
    expect(serverOnlyIn(sources, build.meta)).toEqual([]);
  });

  it('the home page leaves the slider library for when a carousel moves', () => {
    const sources = firstVisitSources(build, ['root', GUEST_PAGES['/index']]);
    expect(sources.has('app/features/content/banner-carousel.tsx')).toBe(true);
    // Its stylesheet's URL is in the root; its code is not.
    expect([...sources].filter((s) => /node_modules\/keen-slider\/.*\.m?js$/.test(s))).toEqual([]);
  });

  it("no browser file anywhere holds i18next or react-i18next: the site's own translator serves the browser", () => {
    const all = Object.values(build.meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(all.some((s) => s.startsWith('app/i18n/translator.ts'))).toBe(true);
    expect([...new Set(all.filter((s) => /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(s)))]).toEqual([]);
  });

  it('no browser file anywhere holds a server module', () => {
    const all = Object.values(build.meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(serverOnlyIn(all, build.meta).filter((s) => s.endsWith('(a server module)'))).toEqual([]);
  });

  it("no page's module calls the centre's outage wrapper, which is server-only and empty in the browser", () => {
    // A route's `loader = orUnavailable(…)` left in the browser build throws as the module loads (the page never hydrates).
    const calling = Object.keys(build.meta.outputs).filter((file) => file.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('orUnavailable'));
    expect(calling).toEqual([]);
  });

  it('a schema imported into a chunk the root loads is caught, valibot with it', () => {
    // The real build with one more module in a chunk the root imports: what the leak looked like.
    const rootChunk = build.manifest.routes.root!.imports![0]!;
    const meta = structuredClone(build.meta);
    meta.outputs[`public${rootChunk}`]!.inputs['app/request/staff/preview-overrides.ts'] = { bytesInOutput: 1000 };
    meta.outputs[`public${rootChunk}`]!.inputs['node_modules/valibot/dist/index.mjs'] = { bytesInOutput: 9000 };
    meta.inputs['app/request/staff/preview-overrides.ts'] = { imports: [{ path: 'node_modules/valibot/dist/index.mjs' }] };
    const leaky: ClientBuild = { meta, manifest: build.manifest };
    expect(serverOnlyIn(firstVisitSources(leaky, ['root', GUEST_PAGES['/index']]), meta)).toEqual([
      'app/request/staff/preview-overrides.ts (a schema module)',
      'node_modules/valibot/dist/index.mjs (valibot)',
    ]);
  });
});
