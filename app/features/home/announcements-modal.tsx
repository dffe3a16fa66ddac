import { useTranslation } from '~/i18n/use-translation';
import type { NoticeView } from '~/features/content/views';
import { Modal } from '~/ui/modal/modal';
import { AnnouncementBrowser } from '~/features/content/announcement-browser';
import { ANNOUNCEMENTS_MODAL } from './notice-bar';

/** The announcement modal the notice bar opens, at the notice that was clicked. */
export default function AnnouncementsModal({ notices }: { notices: NoticeView[] }) {
  const { t } = useTranslation();
  return (
    <Modal name={ANNOUNCEMENTS_MODAL} title={t('notices.title')} width={900}>
      {(props) => <AnnouncementBrowser key={String(props.id)} notices={notices} selectedId={typeof props.id === 'number' ? props.id : null} />}
    </Modal>
  );
}
