import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nBootstrapJson } from '~/i18n/i18n-bootstrap';
import { CHROME_MESSAGE_GROUPS, CHROME_MESSAGE_KEYS, messageGroupsOf, pickMessageGroups, pickPageMessages } from '~/i18n/message-groups';
import { messagesForBrowser } from '~/i18n/message-files.server';
import en from '~/locales/en.json';
import { messageGroupsUsedBy, messageKeysUsedBy } from '../support/message-usage';
import { readRouteTree } from '../support/route-tree';

const GROUPS = new Set(Object.keys(en));
const chrome = new Set<string>(CHROME_MESSAGE_GROUPS);
const chromeParts: Readonly<Record<string, readonly string[]>> = CHROME_MESSAGE_KEYS;
const routes = await readRouteTree();
const routeFiles = routes.map((route) => path.relative('.', route.module));
const routeFile = (key: string) => routes.find((route) => route.key === key)!.module;

/** The groups a route module says it shows, read from its `handle` (route modules import server code). */
function declaredGroups(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const list = /export const handle = routeHandle\([\s\S]*?\bmessages: \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
}

// A key the server renders but the browser lacks shows up as a raw key and a hydration mismatch.
describe('every page ships the messages its components show', () => {
  it('the chrome ships every group the root and its always-loaded parts use', () => {
    const missing = [...messageGroupsUsedBy('app/root.tsx', GROUPS)].filter((g) => !chrome.has(g) && !Object.hasOwn(chromeParts, g));
    expect(missing).toEqual([]);
  });

  it('of a group the chrome ships in part, the root and everything it may load show only those keys', () => {
    for (const [group, keys] of messageKeysUsedBy('app/root.tsx', Object.keys(chromeParts))) {
      const listed = chromeParts[group]!;
      const outside = [...keys].filter((key) => !listed.some((part) => key === part || key.startsWith(`${part}.`)));
      expect(outside, `${group} keys the chrome shows but does not ship`).toEqual([]);
      expect(keys.size, `${group} is listed but the chrome shows none of it`).toBeGreaterThan(0);
    }
  });

  it.each(routeFiles)('%s declares the groups it uses beyond the chrome', (file) => {
    const declared = new Set(declaredGroups(file));
    // Its loaders and actions count: they answer with keys (errors, refusals) the page translates.
    const missing = [...messageGroupsUsedBy(file, GROUPS, path.resolve('app'), true)].filter((g) => !chrome.has(g) && !declared.has(g));
    expect(missing).toEqual([]);
    for (const group of declared) expect(GROUPS.has(group), `${group} is not a message group`).toBe(true);
  });

  it('sees keys written as literals, template prefixes and through imports', () => {
    // The home page's notices come from a component the route imports.
    expect(messageGroupsUsedBy(routeFile('/index'), GROUPS).has('notices')).toBe(true);
    // The promotions page imports the sign-in form's groups through its apply flow.
    expect(messageGroupsUsedBy(routeFile('/promotions'), GROUPS).has('promotions')).toBe(true);
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

  it('a page that does not list a group the chrome ships in part gets only those keys, and is told so', () => {
    const plain = pickPageMessages(en, messageGroupsOf([{ handle: { gate: {} } }]));
    expect(plain.partial.sort()).toEqual(Object.keys(chromeParts).sort());
    expect(plain.messages.rankings).toEqual({
      footerHeading: en.rankings.footerHeading,
      winnersTitle: en.rankings.winnersTitle,
      leaderboardTitle: en.rankings.leaderboardTitle,
    });
    const winners = pickPageMessages(en, messageGroupsOf([{ handle: { gate: {} } }, { handle: { messages: ['rankings'] } }]));
    expect(winners.messages.rankings).toEqual(en.rankings);
    expect(winners.partial).not.toContain('rankings');
  });

  it('the bootstrap a page writes holds its own groups, though the text is kept per language and set of groups', () => {
    const plain = messageGroupsOf([{ handle: { gate: {} } }]);
    const winners = messageGroupsOf([{ handle: { gate: {} } }, { handle: { messages: ['rankings'] } }]);
    const read = (json: string) => JSON.parse(json) as { language: string; messages: Record<string, unknown>; partial: string[] };
    // The plain page's first, so a text kept for it would be what the winners' page got if the groups were not told apart.
    expect(read(i18nBootstrapJson('EN', en, plain))).toEqual({ language: 'EN', ...pickPageMessages(en, plain) });
    expect(read(i18nBootstrapJson('EN', en, winners))).toEqual({ language: 'EN', ...pickPageMessages(en, winners) });
    expect(read(i18nBootstrapJson('EN', en, plain)).partial).toContain('rankings');
    // No message can close the script element it is written into.
    expect(i18nBootstrapJson('EN', { app: { title: '</script><b>' } }, ['app'])).toBe(
      '{"language":"EN","messages":{"app":{"title":"\\u003c/script>\\u003cb>"}},"partial":[]}',
    );
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
