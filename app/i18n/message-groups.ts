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
  'blog',
  'chat',
  'common',
  'consent',
  'errors',
  'footer',
  'header',
  'hotMatches',
  'nav',
  'rankings',
  'routes',
  'side',
  'staging',
  'system',
] as const satisfies readonly MessageGroup[];

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
