import { Link } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { NoticeView } from '~/features/content/views';
import { useModals } from '~/ui/modal/modal-context';
import { useMotionGate } from '~/ui/motion/use-motion-gate';
import * as s from './notice-bar.css';
import { HomeIcon } from './home-icons';

export const ANNOUNCEMENTS_MODAL = 'announcements';

/**
 * The scrolling system-notice bar. Each title is a link to /noticePage (works before JavaScript);
 * once the page is interactive a click opens the announcement modal at that notice instead.
 */
export function NoticeBar({ notices }: { notices: NoticeView[] }) {
  const { t } = useTranslation();
  const modals = useModals();
  const root = useRef<HTMLElement>(null);
  // The second copy only matters once the marquee moves: the served page and hydration stay smaller.
  const [looping, setLooping] = useState(false);
  useMotionGate(root, (running) => running && setLooping(true));
  if (!notices.length) return null;
  const items = (copy: boolean) =>
    notices.map((notice) => (
      <Link
        key={`${copy ? 'b' : 'a'}-${notice.id}`}
        to={`/noticePage?id=${notice.id}`}
        className={s.item}
        tabIndex={copy ? -1 : undefined}
        aria-hidden={copy || undefined}
        onClick={(event) => {
          event.preventDefault();
          modals.open(ANNOUNCEMENTS_MODAL, { id: notice.id });
        }}
      >
        {notice.title}
      </Link>
    ));
  return (
    <section ref={root} className={s.root} aria-label={t('notices.bar')} data-testid="notice-bar">
      <span className={s.badge}>
        <HomeIcon name="megaphone" size={16} />
        {t('notices.badge')}
      </span>
      <div className={s.viewport}>
        {/* Two copies so the marquee loops without a jump; the copy is hidden from assistive tech. */}
        <div className={s.track} style={{ ['--marquee-duration' as string]: `${Math.max(20, notices.length * 8)}s` }}>
          {items(false)}
          {looping ? items(true) : null}
        </div>
      </div>
      <Link to="/noticePage" className={s.more}>
        {t('notices.all')}
      </Link>
    </section>
  );
}
