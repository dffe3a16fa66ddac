import { describe, expect, it } from 'vitest';
import { attributeOf, elementOf, getPage, tagsOf, textOf } from '../support/served-markup';
import { useStack } from '../support/stack';

/**
 * What a guest is served on the VIP page and the month's valid-bet board: the levels and their benefits, the
 * masked names and the brand's money. The same pages, hydrated and turned through sizes and modes, are shot in
 * vip-and-rankings.spec.ts, where the signed-in views and the links between the pages are driven too.
 */
const env = useStack('vip-ranks-nojs-');
const HOST = { a: 'demo-a.localhost', b: 'demo-b.localhost' } as const;
const MASKED = /^[^*\s]{1,2}\*\*\*[^*\s]?$/u;
/** Text as the browser lays it out: a no-break space is a space. */
const flat = (markup: string) => textOf(markup).replace(/\u00a0|&nbsp;/g, ' ');
const rowsOf = (html: string) => [...html.matchAll(/<tr\b[^>]*>[\s\S]*?<\/tr>/g)].map(([row]) => row);
const cellsOf = (row: string) => [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => flat(cell!).trim());

describe('served to a guest', () => {
  it('the VIP page lists every level with its thresholds and benefits, and asks a guest to log in for their progress', async () => {
    const vip = await getPage(env.stack.siteUrl, HOST.a, '/vip');
    expect(vip.status).toBe(200);
    expect(flat(elementOf(vip.body, 'h1', ''))).toBe('VIP Club');
    const table = elementOf(vip.body, 'table', 'data-testid="vip-table"');
    expect(rowsOf(elementOf(table, 'tbody', ''))).toHaveLength(9);
    const vip3 = flat(rowsOf(table).find((row) => row.includes('data-level="3"')) ?? '');
    for (const text of ['VIP3', '₱ 20,000.00', '₱ 100,000.00', '8 a day', '₱ 200,000.00']) expect(vip3).toContain(text);
    expect(flat(rowsOf(table).find((row) => row.includes('data-level="5"')) ?? '')).toContain('Dedicated host');
    expect(flat(elementOf(table, 'thead', ''))).toContain('Rebate');
    expect(tagsOf(vip.body, 'vip-progress')).toHaveLength(0);
    const logIns = [...vip.body.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].map(([link]) => link).filter((link) => flat(link).trim() === 'Log in');
    expect(attributeOf(logIns.at(-1) ?? '', 'href')).toBe('/login?redirectTo=%2Fvip');
  });

  it('the valid-bet board on Jade Dragon lists 20 masked players in dong', async () => {
    const board = await getPage(env.stack.siteUrl, HOST.b, '/bet-rank');
    expect(board.status).toBe(200);
    const table = elementOf(board.body, 'table', 'data-testid="rank-table"');
    const rows = rowsOf(table).filter((row) => row.includes('data-testid="rank-row"'));
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(cellsOf(row)[1]).toMatch(MASKED);
    expect(cellsOf(rows[0]!).at(-1)).toMatch(/^₫ [\d.]+$/);
  });
});
