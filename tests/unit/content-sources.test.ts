import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { playable } from '~/features/games/launch-outcome.server';
import { loadBrands } from '~/request/brands/load-brands.server';
import { contentSources, sourceAllows } from '~/request/content-sources.server';
import type { Site } from '~/request/site.server';
import { configureDemo, DEMO_STAFF_FILE } from '../../server/demo-environment';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function brandWith(extra: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(root, 'b-'));
  fs.mkdirSync(path.join(dir, 'acme'));
  const json = {
    id: 'acme',
    name: 'Acme Bet',
    hosts: ['acme.localhost'],
    merchantCode: 'acme01',
    defaultLanguage: 'EN',
    languages: ['EN'],
    theme: 'aurora',
    platformUrl: 'https://api.acme.example',
    ...extra,
  };
  fs.writeFileSync(path.join(dir, 'acme', 'brand.json'), JSON.stringify(json));
  fs.writeFileSync(path.join(dir, 'acme', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return loadBrands(dir, ['aurora'])[0]!;
}

const siteOf = (brand: Site['brand'], config: Partial<Site['config']> = {}) =>
  ({
    brand,
    config: { imageCDNs: ['https://img1.acme-cdn.example/', 'not a url'], launchGameCDNs: ['https://play.acme.example'], features: {}, ...config },
  }) as unknown as Site;

describe("a brand's content sources", () => {
  it('are its platform, its CDNs and what its brand file adds, and nothing else', () => {
    const brand = brandWith({ contentSources: { images: ['https://art.acme.example'], games: ['https://*.evo-games.example'] } });
    const sources = contentSources(siteOf(brand));
    expect(sources.images).toEqual(['https://api.acme.example', 'https://img1.acme-cdn.example', 'https://play.acme.example', 'https://art.acme.example']);
    expect(sources.frames).toEqual(['https://api.acme.example', 'https://play.acme.example', 'https://*.evo-games.example']);
  });

  it('match a sub-domain wildcard over https only, and never the bare parent or a look-alike', () => {
    const frames = ['https://*.evo-games.example', 'https://play.acme.example'];
    expect(sourceAllows(frames, 'https://table7.evo-games.example/start?x=1')).toBe(true);
    expect(sourceAllows(frames, 'http://table7.evo-games.example/')).toBe(false);
    expect(sourceAllows(frames, 'https://evo-games.example/')).toBe(false);
    expect(sourceAllows(frames, 'https://badevo-games.example/')).toBe(false);
    expect(sourceAllows(frames, 'https://play.acme.example.evil.example/')).toBe(false);
    expect(sourceAllows(frames, 'javascript:alert(1)')).toBe(false);
  });

  it('refuse a brand file source that is not an https origin, naming the field', () => {
    expect(() => brandWith({ contentSources: { games: ['http://games.example'] } })).toThrow(/contentSources\.games\.0/);
    expect(() => brandWith({ contentSources: { images: ['https://*'] } })).toThrow(/contentSources\.images\.0/);
  });

  it('keep a game from a host the brand does not list out of the page, and say so in the log', () => {
    const site = siteOf(brandWith({}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(playable(site, '/slot/1')).toMatchObject({ ok: true, url: 'https://play.acme.example/slot/1' });
    expect(playable(site, 'https://rogue.example/game')).toEqual({ ok: false, failure: { kind: 'other', messageKey: 'games.launch.unavailable' } });
    expect(warn.mock.calls.flat().join(' ')).toContain('https://rogue.example');
    warn.mockRestore();
  });
});

describe('the demo environment', () => {
  it('never opens the staging brand list (every merchant code) without a staff sign-in', () => {
    const env: Record<string, string | undefined> = { SESSION_SECRET: 'x'.repeat(32) };
    configureDemo(env);
    expect(env.STAGING_DOMAIN).toBe('staging.localhost');
    expect(env.STAFF_FILE).toBe(DEMO_STAFF_FILE);
    expect(fs.readFileSync(DEMO_STAFF_FILE, 'utf8')).toMatch(/"name": "support"[\s\S]*"passwordHash": "scrypt:/);
    const own: Record<string, string | undefined> = { SESSION_SECRET: 'x'.repeat(32), STAGING_AUTH: 'ops:another-password' };
    configureDemo(own);
    expect(own.STAGING_AUTH).toBe('ops:another-password');
    expect(own.STAFF_FILE).toBeUndefined();
  });
});
