import { useMatches } from '@remix-run/react';
import type { Translator } from './translator';
import { useTranslation } from './use-translation';
import { messageGroupsOf } from './message-groups';

/** Where the browser fetches message groups: one immutable URL per build, language and set of groups. */
export function messageGroupsUrl(language: string, groups: readonly string[], version: string): string {
  return `/locales/${encodeURIComponent(language)}/${groups.map(encodeURIComponent).join('+')}?v=${encodeURIComponent(version)}`;
}

const pending = new Map<string, Promise<void>>();
/** Groups whose fetch failed: their keys show rather than a navigation that waits forever. */
const unavailable = new Set<string>();
/** Groups the document shipped only the chrome's few keys of: a page that lists one fetches it whole. */
const partial = new Set<string>();

/** Called once with the document's bootstrap: which of its groups are cut to the chrome's keys. */
export function markPartialGroups(groups: readonly string[]): void {
  for (const group of groups) partial.add(group);
}

function missingGroups(i18n: Translator, groups: readonly string[]): string[] {
  const bundle = i18n.messages();
  return groups.filter((g) => (!Object.hasOwn(bundle, g) || partial.has(g)) && !unavailable.has(g));
}

function buildVersion(): string {
  return (globalThis as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? 'dev';
}

/**
 * Fetches the groups this browser does not hold yet and merges them into the page's messages.
 * Resolves at once (null) when nothing is missing, so callers can skip suspending.
 */
export function loadMessageGroups(i18n: Translator, groups: readonly string[]): Promise<void> | null {
  const missing = missingGroups(i18n, groups);
  if (missing.length === 0) return null;
  const url = messageGroupsUrl(i18n.language, missing, buildVersion());
  let load = pending.get(url);
  if (!load) {
    load = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`messages ${res.status}`);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then((messages) => {
        // Deep, so a whole group fills in around the chrome's part of it.
        i18n.addMessages(messages);
        for (const group of missing) partial.delete(group);
      })
      .catch(() => {
        for (const group of missing) unavailable.add(group);
      })
      .finally(() => pending.delete(url));
    pending.set(url, load);
  }
  return load;
}

/**
 * Holds a client-side navigation until the new page's message groups are here. Remix commits navigations
 * in a React transition, so suspending keeps the previous page on screen instead of flashing raw keys.
 */
export function useRouteMessages(): void {
  const { i18n } = useTranslation();
  const load = loadMessageGroups(i18n, messageGroupsOf(useMatches()));
  if (load && typeof document !== 'undefined') throw load;
}
