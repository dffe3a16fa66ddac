import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markPopupsSeen, popupsToShow } from '~/features/home/popups';
import type { PopupView } from '~/features/content/views';
import { Modal } from '~/ui/modal/modal';
import { useModals } from '~/ui/modal/modal-context';
import { AnnouncementBrowser } from '~/features/content/announcement-browser';

const POPUP_MODAL = 'popup-announcements';

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
  const { t } = useTranslation();
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
  return (
    <Modal name={POPUP_MODAL} title={shown.length === 1 ? shown[0]!.title : t('notices.popupTitle')} width={640}>
      {shown.length === 1 ? (
        <div data-testid="popup-body" dangerouslySetInnerHTML={{ __html: shown[0]!.html }} />
      ) : (
        <AnnouncementBrowser notices={shown} />
      )}
    </Modal>
  );
}
