/**
 * Whether something that moves on its own may move now: only once the page has loaded and the main
 * thread has gone idle (decoration never competes with hydration for a phone's CPU), while it is on
 * screen, the tab is visible and the visitor has not asked for reduced motion. Moving things nobody can
 * see still cost a phone's CPU and battery.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The longest motion waits for an idle main thread after `load`. */
const SETTLE_TIMEOUT_MS = 3000;

/** Calls `done` once the page has loaded and the main thread is idle; returns the cancel. */
export function whenSettled(done: () => void): () => void {
  let idle: number | undefined;
  const afterLoad = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(done, { timeout: SETTLE_TIMEOUT_MS }) : window.setTimeout(done, 1000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/** Calls `onChange(running)` now and whenever one of the conditions changes; returns the unsubscribe. */
export function watchMotion(element: Element, onChange: (running: boolean) => void): () => void {
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  let settled = false;
  // Until the observer's first report, assume on screen; the first report comes within a frame.
  let onScreen = true;
  let last: boolean | undefined;
  const report = () => {
    const running = settled && onScreen && !document.hidden && !reduced.matches;
    if (running === last) return;
    last = running;
    onChange(running);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          onScreen = entries[entries.length - 1]?.isIntersecting ?? onScreen;
          report();
        })
      : null;
  observer?.observe(element);
  document.addEventListener('visibilitychange', report);
  reduced.addEventListener('change', report);
  const cancelSettle = whenSettled(() => {
    settled = true;
    report();
  });
  report();
  return () => {
    cancelSettle();
    observer?.disconnect();
    document.removeEventListener('visibilitychange', report);
    reduced.removeEventListener('change', report);
  };
}
