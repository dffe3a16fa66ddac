import { useLocation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { KeepAlive } from '~/request/root-data';
import type { KeepAliveResult } from './keep-alive.server';

const KEEP_ALIVE_PATH = '/resources/keep-alive';
/** Input that shows the player is there (a scroll or a pointer moving counts; a page polling on its own does not). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** A player in a game: the game's frame has the focus, and its input never reaches this page. */
const playingInFrame = () => document.hasFocus() && document.activeElement instanceof HTMLIFrameElement;

/**
 * Keeps a signed-in player's session alive while they are active on the page: at most one touch per
 * `everyMs`, and only after activity since the last one, in a visible tab. An idle or hidden page
 * touches nothing, so its session ends on the platform's clock; the first activity after that finds it
 * ended and takes the player to log in, with the kind "your session has ended" notice.
 */
export function useKeepAlive(keepAlive: KeepAlive | null) {
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const here = useRef('');
  here.current = location.pathname + location.search;
  const lastTouch = useRef(0);
  // Each page the server renders says when the clocks were last restarted (a page load, a sign-in, a touch).
  useEffect(() => {
    if (keepAlive) lastTouch.current = Date.now() - keepAlive.sinceTouchMs;
  }, [keepAlive]);

  const everyMs = keepAlive?.everyMs ?? null;
  useEffect(() => {
    if (!everyMs) return;
    let activeSinceTouch = false;
    let inFlight = false;
    const touch = async () => {
      inFlight = true;
      lastTouch.current = Date.now();
      activeSinceTouch = false;
      try {
        const response = await fetch(KEEP_ALIVE_PATH, { method: 'POST', body: new URLSearchParams({ here: here.current }), credentials: 'same-origin' });
        const result = (await response.json()) as KeepAliveResult;
        // A whole new page: nothing of the signed-in one (its data, its polls) lingers after it.
        if (result.state === 'ended') window.location.replace(result.login);
        else if (result.state === 'signed-out') revalidate();
      } catch {
        // Offline or the site restarting: the next activity tries again.
        lastTouch.current = 0;
      } finally {
        inFlight = false;
      }
    };
    const touchIfDue = () => {
      if (activeSinceTouch && !inFlight && document.visibilityState === 'visible' && Date.now() - lastTouch.current >= everyMs) void touch();
    };
    const onActivity = () => {
      activeSinceTouch = true;
      touchIfDue();
    };
    const tick = () => {
      if (playingInFrame()) activeSinceTouch = true;
      touchIfDue();
    };
    const onVisible = () => document.visibilityState === 'visible' && onActivity();
    const options = { passive: true, capture: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(tick, Math.min(Math.ceil(everyMs / 4), 30_000));
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [everyMs, revalidate]);
}
