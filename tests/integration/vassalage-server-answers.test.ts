import { describe, expect, it } from 'vitest';
import { attributeOf, elementOf, getPage } from '../support/served-markup';
import { useStack } from '../support/stack';

/**
 * A vassalage vendor's card without JavaScript: a plain link to the vendor's game list as a page of the lobby.
 * The pop-up a hydrated page opens instead is driven in vassalage.spec.ts.
 */
const env = useStack('vassalage-nojs-');
const HOST = 'demo-a.localhost';

describe('the vassalage card without JavaScript', () => {
  it("opens the vendor's list as a page", async () => {
    const pvp = await getPage(env.stack.siteUrl, HOST, '/pvp');
    expect(pvp.status).toBe(200);
    const cards = elementOf(pvp.body, 'ul', '\\sdata-testid="vendor-cards"');
    const kingmaker = [...cards.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map(([link]) => link).find((link) => /Kingmaker/.test(link)) ?? '';
    const href = attributeOf(kingmaker, 'href') ?? '';
    expect(href).toMatch(/\/rng\?games=PVP&type=vassalage&vendor=KM/);

    const list = await getPage(env.stack.siteUrl, HOST, href);
    expect(list.status).toBe(200);
    const grid = elementOf(list.body, 'ul', '\\sdata-testid="lobby-grid"');
    const hrefs = [...grid.matchAll(/<a\b[^>]*\shref="(\/game\?[^"]*)"/g)].map(([, link]) => link!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const link of hrefs) expect(link).toMatch(/vendor=KM/);
  });
});
