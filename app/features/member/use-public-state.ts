import { useFetcher, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { Viewer } from '~/request/root-data';
import type { PublicStateResult } from './public-state.server';

/** How often a visible signed-in page asks for the public state; a focus asks at once. */
export const PUBLIC_STATE_POLL_MS = 60_000;

const headerOf = (viewer: Viewer) =>
  JSON.stringify([viewer.unreadMessages, viewer.nickname, viewer.vipLabel, viewer.avatarUrl, viewer.contractRequest, viewer.availablePromos]);

/**
 * Keeps the signed-in shell current without a reload: asks `/resources/public-state` when the window
 * gets focus and every minute while the tab is visible (never for guests), and when the answer differs
 * from what the page shows (a new message, a changed nickname or VIP label, a new claimable, a contract
 * offer), revalidates the page's data so the header, the menu's badges, an open inbox and the contract
 * offer's popup all update together.
 */
export function usePublicStateRefresh(viewer: Viewer | null, everyMs = PUBLIC_STATE_POLL_MS) {
  const fetcher = useFetcher<PublicStateResult>();
  const { revalidate } = useRevalidator();
  const { load } = fetcher;
  const active = Boolean(viewer && !viewer.isTrial);
  const lastBadges = useRef<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const ask = () => {
      if (document.visibilityState === 'visible') load('/resources/public-state');
    };
    const timer = window.setInterval(ask, everyMs);
    window.addEventListener('focus', ask);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
    };
  }, [active, load, everyMs]);

  const result = fetcher.data;
  const shown = viewer ? headerOf(viewer) : null;
  const handled = useRef<PublicStateResult | undefined>(undefined);
  // Checked after every commit, each answer once: an effect keyed on the answer alone was seen skipped
  // when the answer's first render was set aside (a part of the page still loading) and a later one committed.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok || shown === null) return;
    const badges = JSON.stringify(result.badges);
    const badgesChanged = lastBadges.current !== null && lastBadges.current !== badges;
    lastBadges.current = badges;
    // Only a new answer is news: the page's own revalidation must not trigger another.
    if (badgesChanged || headerOf(result.viewer) !== shown) revalidate();
  });
}
