import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './notice-banner.css';

/** A one-time message after a redirect (logged out, session ended), dismissible, announced politely. */
export function NoticeBanner({ message }: { message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [message]);
  if (!open) return null;
  return (
    <div className={s.banner} role="status">
      <span>{t(message)}</span>
      <button type="button" className={s.close} onClick={() => setOpen(false)} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
}
