import { useEffect, useRef, useState } from 'react';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { markPopupsSeen, popupsToShow } from '~/features/home/popups';
import type { PopupView } from '~/features/content/views';
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
 * each kind once per browser session, remembered when the player closes it.
 */
export function PopupAnnouncements({ popups, signedIn }: { popups: PopupView[]; signedIn: boolean }) {
  const modals = useModals();
  const [shown, setShown] = useState<PopupView[]>([]);
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
