import { useTranslation } from '~/i18n/use-translation';
import type { PopupView } from '~/features/content/views';
import { Modal } from '~/ui/modal/modal';
import { AnnouncementBrowser } from '~/features/content/announcement-browser';

/** The popups that are due: one shows its text, several are browsed like announcements. */
export default function PopupModal({ name, shown }: { name: string; shown: PopupView[] }) {
  const { t } = useTranslation();
  return (
    <Modal name={name} title={shown.length === 1 ? shown[0]!.title : t('notices.popupTitle')} width={640}>
      {shown.length === 1 ? <div data-testid="popup-body" dangerouslySetInnerHTML={{ __html: shown[0]!.html }} /> : <AnnouncementBrowser notices={shown} />}
    </Modal>
  );
}
