import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandConfigError } from '~/request/brands/brand-errors';
import { loadBrands } from '~/request/brands/load-brands.server';

const THEMES = ['aurora', 'jade'];
const good = {
  id: 'acme',
  name: 'Acme Bet',
  hosts: ['acme.localhost'],
  merchantCode: 'acme01',
  defaultLanguage: 'EN',
  languages: ['EN', 'VI'],
  theme: 'aurora',
};
let roots: string[] = [];
function brandsDir(files: Record<string, unknown>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
  roots.push(root);
  for (const [id, json] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, id));
    fs.writeFileSync(path.join(root, id, 'brand.json'), typeof json === 'string' ? json : JSON.stringify(json));
    fs.writeFileSync(path.join(root, id, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return root;
}
function problemsOf(root: string): string {
  try {
    loadBrands(root, THEMES);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the brands to be rejected');
}
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  roots = [];
});

describe('brand.json validation', () => {
  it('loads a good brand with defaults filled in', () => {
    const [brand] = loadBrands(brandsDir({ acme: good }), THEMES);
    expect(brand).toMatchObject({ id: 'acme', canonicalHost: 'acme.localhost', defaultAppLanguage: 'EN', appLanguages: ['EN', 'VI'] });
    expect(brand!.esportProviders).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(brand!.agentTypes).toEqual([1, 2, 4, 41, 42]);
  });

  it('names the file and the field that is wrong', () => {
    const message = problemsOf(brandsDir({ acme: { ...good, hosts: ['https://acme.com'] } }));
    expect(message).toContain(path.join('acme', 'brand.json'));
    expect(message).toMatch(/field "hosts\.0": must be a host name/);
  });

  it('reports a missing required field and an unknown one', () => {
    const { merchantCode: _drop, ...rest } = good;
    const message = problemsOf(brandsDir({ acme: { ...rest, colour: 'red' } }));
    expect(message).toMatch(/field "merchantCode"/);
    expect(message).toMatch(/field "colour"/);
  });

  it('takes the platform generation and single call names, and names a wrong one', () => {
    const [brand] = loadBrands(
      brandsDir({ acme: { ...good, platformDialect: 'mcs2', platformCalls: { announcements: '/wps/relay/CCSFE_getListAnnouncements' } } }),
      THEMES,
    );
    expect(brand).toMatchObject({ platformDialect: 'mcs2', platformCalls: { announcements: '/wps/relay/CCSFE_getListAnnouncements' } });
    expect(loadBrands(brandsDir({ acme: good }), THEMES)[0]!.platformDialect).toBe('mcsfe');
    const message = problemsOf(
      brandsDir({ acme: { ...good, platformDialect: 'v3', platformCalls: { inboxx: '/wps/relay/X', balance: 'https://evil.example/x' } } }),
    );
    expect(message).toMatch(/field "platformDialect": must be one of mcsfe, mcs2/);
    expect(message).toMatch(/must be the name of a platform call/);
    expect(message).toMatch(/must be a gateway path/);
  });

  it('rejects invalid JSON with the parser message', () => {
    expect(problemsOf(brandsDir({ acme: '{ "id": ' }))).toMatch(/acme.brand\.json[\s\S]*not valid JSON/);
  });

  it('rejects an unknown theme, a folder/id mismatch and a default language not offered', () => {
    const message = problemsOf(brandsDir({ acme: { ...good, id: 'other', theme: 'neon', defaultLanguage: 'TH' } }));
    expect(message).toMatch(/field "id": must equal the folder name "acme"/);
    expect(message).toMatch(/field "theme": unknown theme "neon"/);
    expect(message).toMatch(/field "defaultLanguage"/);
  });

  it('accepts the full language list, aliases included, and refuses a code the app has no locale file for', () => {
    const [brand] = loadBrands(brandsDir({ acme: { ...good, languages: ['EN', 'UR', 'pt-br', 'zh-TW', 'MM'] } }), THEMES);
    expect(brand!.appLanguages).toEqual(['EN', 'UR', 'PT-BR', 'TW', 'MY']);
    const message = problemsOf(brandsDir({ acme: { ...good, languages: ['EN', 'VI', 'XX', 'FR'] } }));
    expect(message).toMatch(/field "languages": XX, FR not in the app's languages/);
  });

  it('takes brand texts per language, needing one in the default language and known codes only', () => {
    const [brand] = loadBrands(brandsDir({ acme: { ...good, description: { EN: 'Slots', VI: 'Trò chơi' } } }), THEMES);
    expect(brand!.description).toEqual({ EN: 'Slots', VI: 'Trò chơi' });
    const message = problemsOf(
      brandsDir({ acme: { ...good, description: { VI: 'Trò chơi', QQ: 'x' }, helpOrganisations: [{ name: { VI: 'Hội' }, url: 'https://example.org/' }] } }),
    );
    expect(message).toMatch(/field "description": QQ not in the app's languages/);
    expect(message).toMatch(/field "description": needs a text in the default language EN/);
    expect(message).toMatch(/field "helpOrganisations\.0\.name": needs a text in the default language EN/);
  });

  it('rejects two brands claiming one host, and reports every bad file at once', () => {
    const message = problemsOf(
      brandsDir({
        acme: good,
        beta: { ...good, id: 'beta', merchantCode: 'beta01', hosts: ['beta.localhost', 'acme.localhost'] },
        gamma: { ...good, id: 'gamma', merchantCode: 'g', hosts: ['gamma.localhost'] },
      }),
    );
    expect(message).toMatch(/"acme.localhost" is already a host of brand "acme"/);
    expect(message).toMatch(/gamma.brand\.json[\s\S]*field "merchantCode"/);
  });

  it('rejects theme overrides that are not hex colours (no CSS injection)', () => {
    const message = problemsOf(brandsDir({ acme: { ...good, themeOverrides: { dark: { accent: 'red;}body{display:none' } } } }));
    expect(message).toMatch(/field "themeOverrides\.dark\.accent": must be a 6-digit hex colour/);
  });
});
