import { RemixBrowser } from '@remix-run/react';

type RemixWindow = Window & { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } };

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Decodes the page's route data before React hydrates. With single fetch, `RemixBrowser`'s first render
 * starts decoding the inline data stream and suspends the whole root until it is done. A tap or key
 * press in that moment makes React hydrate synchronously, and a root that suspends in a synchronous
 * render fails for good (React error 345, "Root did not complete"): the page stays drawn but dead.
 * Calling the component once here starts the same decoding and hands back the promise it throws, so
 * its real first render finds the data ready and never suspends.
 */
export async function decodePageDataBeforeHydration(): Promise<void> {
  const context = (window as RemixWindow).__remixContext;
  // Only while the stream is still there: once decoded, a call would go on to build the router outside React.
  if (!context?.future?.v3_singleFetch || !context.stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    // A decoding error is thrown again by the real render, where the root's error boundary shows it.
    if (isThenable(thrown)) await thrown;
  }
}
