import i18next from 'i18next';
import { createElement, Fragment, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import type { MessageGroup } from './message-groups';
import { loadMessageGroups } from './route-messages';

/** Each lazy part's loader by name, for `preloadDrawnParts`. */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * `React.lazy` for a part the first paint does not need (a modal, a signed-in-only menu): its code and
 * the message groups it shows beyond the chrome's arrive together, so it never renders raw keys.
 * Render it under `<Suspense>`. On the server the code is already there and every message is loaded.
 *
 * Each part leaves a hidden `data-part` marker in the page, so a page the server drew with the part in it
 * loads the part's code and messages before it hydrates (`preloadDrawnParts`). React still hydrates a
 * Suspense boundary in a pass after the root's, but with nothing left to wait for it can do so at once
 * when a tap or an update reaches it; a part still waiting for its code would drop the tap, and an update
 * reaching it would make React throw its drawn markup away (error #421).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithMessages<T extends ComponentType<any>>(name: string, groups: readonly MessageGroup[], load: () => Promise<{ default: T }>) {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), typeof document === 'undefined' ? null : loadMessageGroups(i18next, groups)]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  parts.set(name, () =>
    loadOnce().catch((error: unknown) => {
      // Not fatal: the part then loads when it renders, as any lazy part; the next attempt starts afresh.
      loading = null;
      throw error;
    }),
  );
  function Part(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the part.
    const [ready] = useState(() => loaded);
    return createElement(Fragment, null, createElement('span', { hidden: true, 'data-part': name }), createElement((ready ?? Lazy) as ComponentType<ComponentProps<T>>, props));
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** Loads the code and messages of every lazy part the server drew into `root`; call it before hydrating. */
export function preloadDrawnParts(root: ParentNode): Promise<unknown> {
  const names = new Set([...root.querySelectorAll<HTMLElement>('[data-part]')].map((marker) => marker.dataset.part ?? ''));
  return Promise.all([...names].map((name) => parts.get(name)?.()));
}
