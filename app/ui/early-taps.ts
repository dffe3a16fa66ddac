/**
 * Taps on script-only buttons (`type="button"`) between the first paint and hydration. The page is drawn
 * before its script runs, so a tap on, say, the balance or the menu in that moment would do nothing: a
 * listener at the top of `<head>` keeps such taps (a few, in order) from the moment the first button can
 * be drawn until React takes over, and the root plays them once it has hydrated. Links and submit
 * buttons need no script and are left to the browser.
 */
export const QUEUE = '__earlyTaps';
/** Set on `window` when the page hands taps over to React (exported for tests that tap at that moment). */
export const HYDRATING = '__hydrating';
export const MAX_TAPS = 3;

type EarlyTapWindow = Window & { [QUEUE]?: HTMLButtonElement[]; [HYDRATING]?: boolean };

/** From here on React sees the taps itself (it hydrates what is tapped first). */
export function stopKeepingTaps() {
  (window as EarlyTapWindow)[HYDRATING] = true;
}

/**
 * Plays the kept taps on the buttons that are still on the page, as new events after the current task:
 * React hydrates the part a tap lands in at once (its code is already there, see preloadDrawnParts), which
 * it cannot do from inside its own commit, where the root's effects run.
 */
export function replayEarlyTaps() {
  const w = window as EarlyTapWindow;
  const taps = w[QUEUE] ?? [];
  w[QUEUE] = [];
  if (!taps.length) return;
  setTimeout(() => {
    for (const button of taps) if (button.isConnected && !button.disabled) button.click();
  }, 0);
}
