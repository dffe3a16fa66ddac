import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { markPopupsSeen, popupsToShow } from '~/features/home/popups';
import type { PopupView } from '~/features/content/views';
import { useOptionalViewer } from '~/request/root-data';
import { useModals } from '~/ui/modal/modal-context';

const POPUP_MODAL = 'popup-announcements';

/** The dialog's code arrives only when there is a popup to show. */
const PopupModal = lazyWithMessages('popup-modal', [], () => import('./popup-modal'));

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked: show them, but we cannot remember closing.
  }
}

/**
 * Popup announcements: before login (B) for guests, after login (A) and first login (F) for players;
 * each kind once per browser session, remembered when the player closes it. `guestPopups` come with the
 * page (shared by everyone); a signed-in player's own are asked for once the page runs.
 */
export function PopupAnnouncements({ guestPopups }: { guestPopups: PopupView[] }) {
  const signedIn = Boolean(useOptionalViewer());
  const modals = useModals();
  const member = useFetcher<{ popups: PopupView[] }>();
  const [shown, setShown] = useState<PopupView[]>([]);
  const { load } = member;
  useEffect(() => {
    if (signedIn) load('/resources/member-popups');
  }, [signedIn, load]);
  const popups = signedIn ? (member.data?.popups ?? []) : guestPopups;
  useEffect(() => {
    const due = popupsToShow(popups, signedIn, sessionStore());
    setShown(due);
    if (due.length) modals.open(POPUP_MODAL);
    // Only when who is looking changes, not on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, popups.map((p) => p.id).join()]);
  // Closing (button, Escape, backdrop) is what marks this kind as seen for the session.
  const open = modals.isOpen(POPUP_MODAL);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) markPopupsSeen(signedIn, sessionStore());
    wasOpen.current = open;
  }, [open, signedIn]);
  if (!shown.length) return null;
  return <PopupModal name={POPUP_MODAL} shown={shown} />;
}
