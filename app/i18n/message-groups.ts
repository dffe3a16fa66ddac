import type en from '~/locales/en.json';

/** A top-level key of the locale files: the unit in which messages travel to the browser. */
export type MessageGroup = keyof typeof en;

/**
 * The groups the chrome (header, footer, side bar, banners, error pages) shows on every page: they
 * ship with every document. A route's own groups ship beside them, listed in its `handle.messages`.
 */
export const CHROME_MESSAGE_GROUPS = [
  'app',
  'auth',
  'common',
  'consent',
  'errors',
  'footer',
  'header',
  'nav',
  'routes',
  'side',
  'staging',
  'system',
] as const satisfies readonly MessageGroup[];

/**
 * Groups the chrome shows only a few labels of (the footer's links, a member's chat panel): those keys
 * (a key names its whole subtree) ship with every document, the rest of the group only with the pages
 * that list it. The browser fetches the whole group when a page that lists it opens.
 */
export const CHROME_MESSAGE_KEYS = {
  blog: ['footerHeading', 'title'],
  chat: ['unread', 'panel'],
  hotMatches: ['title'],
  rankings: ['footerHeading', 'winnersTitle', 'leaderboardTitle'],
} as const satisfies Partial<Record<MessageGroup, readonly string[]>>;

/** The groups a page needs: the chrome's and every matched route's (layouts and leaves). */
export function messageGroupsOf(matches: readonly { handle?: unknown }[]): string[] {
  const groups = new Set<string>(CHROME_MESSAGE_GROUPS);
  for (const match of matches) {
    const own = (match.handle as { messages?: readonly string[] } | undefined)?.messages;
    for (const group of own ?? []) groups.add(group);
  }
  return [...groups].sort();
}

/** The named groups of a language's messages (unknown names are left out). */
export function pickMessageGroups(messages: Record<string, unknown>, groups: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const group of groups) if (Object.hasOwn(messages, group)) picked[group] = messages[group];
  return picked;
}

/**
 * What a document ships: its groups whole, plus the chrome's few keys of the groups it does not ship
 * whole. `partial` names those cut groups, so the browser knows they are not complete.
 */
export function pickPageMessages(messages: Record<string, unknown>, groups: readonly string[]): { messages: Record<string, unknown>; partial: string[] } {
  const picked = pickMessageGroups(messages, groups);
  const partial: string[] = [];
  for (const [group, keys] of Object.entries(CHROME_MESSAGE_KEYS)) {
    const whole = messages[group] as Record<string, unknown> | undefined;
    if (Object.hasOwn(picked, group) || !whole) continue;
    picked[group] = Object.fromEntries(keys.filter((k) => Object.hasOwn(whole, k)).map((k) => [k, whole[k]]));
    partial.push(group);
  }
  return { messages: picked, partial };
}
