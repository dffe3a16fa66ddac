import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_MESSAGE_GROUPS, messageGroupsOf, pickMessageGroups } from '~/i18n/message-groups';
import { messagesForBrowser } from '~/i18n/message-files.server';
import en from '~/locales/en.json';
import { messageGroupsUsedBy } from '../support/message-usage';

const GROUPS = new Set(Object.keys(en));
const chrome = new Set<string>(CHROME_MESSAGE_GROUPS);
const routeFiles = fs.readdirSync('app/routes').filter((f) => /\.tsx?$/.test(f));

/** The groups a route module says it shows, read from its `handle` (route modules import server code). */
function declaredGroups(file: string): string[] {
  const source = fs.readFileSync(path.join('app/routes', file), 'utf8');
  const list = /export const handle = routeHandle\(.*\bmessages: \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
}

// A key the server renders but the browser lacks shows up as a raw key and a hydration mismatch.
describe('every page ships the messages its components show', () => {
  it('the chrome ships every group the root and its always-loaded parts use', () => {
    const missing = [...messageGroupsUsedBy('app/root.tsx', GROUPS)].filter((g) => !chrome.has(g));
    expect(missing).toEqual([]);
  });

  it.each(routeFiles)('%s declares the groups it uses beyond the chrome', (file) => {
    const declared = new Set(declaredGroups(file));
    // Its loaders and actions count: they answer with keys (errors, refusals) the page translates.
    const missing = [...messageGroupsUsedBy(path.join('app/routes', file), GROUPS, path.resolve('app'), true)].filter((g) => !chrome.has(g) && !declared.has(g));
    expect(missing).toEqual([]);
    for (const group of declared) expect(GROUPS.has(group), `${group} is not a message group`).toBe(true);
  });

  it('sees keys written as literals, template prefixes and through imports', () => {
    // The home page's notices come from a component the route imports.
    expect(messageGroupsUsedBy('app/routes/index.tsx', GROUPS).has('notices')).toBe(true);
    // The promotions page imports the sign-in form's groups through its apply flow.
    expect(messageGroupsUsedBy('app/routes/promotions.tsx', GROUPS).has('promotions')).toBe(true);
  });
});

describe('message groups on the wire', () => {
  it('a page holds the chrome groups plus its routes’ own, and nothing else', () => {
    const groups = messageGroupsOf([{ handle: { gate: {} } }, { handle: { messages: ['promotions'] } }]);
    expect(groups).toEqual([...CHROME_MESSAGE_GROUPS, 'promotions'].sort());
    const picked = pickMessageGroups(en, groups);
    expect(Object.keys(picked).sort()).toEqual(groups);
    expect(picked).not.toHaveProperty('cashier');
  });

  it('the groups endpoint answers the language’s text, and refuses unknown languages or groups', () => {
    expect(JSON.parse(messagesForBrowser('EN', 'promotions+games')!)).toEqual({ promotions: en.promotions, games: en.games });
    const cn = JSON.parse(messagesForBrowser('CN', 'promotions')!) as { promotions: Record<string, unknown> };
    expect(cn.promotions).not.toEqual(en.promotions);
    expect(messagesForBrowser('XX', 'promotions')).toBeNull();
    expect(messagesForBrowser('EN', 'promotions+nope')).toBeNull();
    expect(messagesForBrowser('EN', '__proto__')).toBeNull();
  });
});
