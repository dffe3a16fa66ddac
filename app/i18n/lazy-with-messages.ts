import { createElement, Fragment, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { MessageGroup } from './message-groups';
import { browserTranslator } from './browser-translator';
import { loadMessageGroups } from './route-messages';

/** Each lazy part's loader by name, for `preloadDrawnParts` and `preloadAllParts`. */
const parts = new Map<string, () => Promise<unknown>>();

/** On the server every message is already held; in the browser, the part's groups it does not hold yet. */
function loadBrowserGroups(groups: readonly MessageGroup[]): Promise<void> | null {
  const translator = typeof document === 'undefined' ? null : browserTranslator();
  return translator ? loadMessageGroups(translator, groups) : null;
}

/**
 * `React.lazy` for a part the first paint does not need (a modal, a signed-in-only menu): its code and
 * the message groups it shows beyond the chrome's arrive together, so it never renders raw keys.
 *
 * The part brings its own `<Suspense>`, and only while its code is missing. The server holds every
 * part's code before it renders (`preloadAllParts`), and each part leaves a hidden `data-part` marker in
 * the page, so the browser loads the code and messages of the parts the server drew before it hydrates
 * (`preloadDrawnParts`). A drawn part therefore has no Suspense boundary at all: it hydrates with the
 * rest of the page in one pass. A boundary the server drew would hydrate in a later, lowest-priority
 * pass, and until then every navigation that reaches it must first wait for it (a busy phone can wait
 * long enough that a dialog the navigation should open never does), and an urgent update reaching it
 * makes React throw its markup away (error #421).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithMessages<T extends ComponentType<any>>(
  name: string,
  groups: readonly MessageGroup[],
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
) {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), loadBrowserGroups(groups)]).then(([module]) => {
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
    const body = ready
      ? createElement(ready as ComponentType<ComponentProps<T>>, props)
      : createElement(Suspense, { fallback }, createElement(Lazy as ComponentType<ComponentProps<T>>, props));
    return createElement(Fragment, null, createElement('span', { hidden: true, 'data-part': name }), body);
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** Loads the code and messages of every lazy part the server drew into `root`; call it before hydrating. */
export function preloadDrawnParts(root: ParentNode): Promise<unknown> {
  const names = new Set([...root.querySelectorAll<HTMLElement>('[data-part]')].map((marker) => marker.dataset.part ?? ''));
  return Promise.all([...names].map((name) => parts.get(name)?.()));
}

let allParts: Promise<unknown> | null = null;
/**
 * Loads every part's code; the server awaits it before each render. Every part is registered when the
 * server's bundle loads, so one promise serves every request (a failure lets the next request retry).
 */
export function preloadAllParts(): Promise<unknown> {
  return (allParts ??= Promise.all([...parts.values()].map((preload) => preload())).catch((error: unknown) => {
    allParts = null;
    throw error;
  }));
}
