import i18next from 'i18next';
import { lazy, type ComponentType } from 'react';
import type { MessageGroup } from './message-groups';
import { loadMessageGroups } from './route-messages';

/**
 * `React.lazy` for a part the first paint does not need (a modal, a signed-in-only menu): its code and
 * the message groups it shows beyond the chrome's arrive together, so it never renders raw keys.
 * Render it under `<Suspense>`. On the server the code is already there and every message is loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyWithMessages<T extends ComponentType<any>>(groups: readonly MessageGroup[], load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), typeof document === 'undefined' ? null : loadMessageGroups(i18next, groups)]);
    return module;
  });
}
