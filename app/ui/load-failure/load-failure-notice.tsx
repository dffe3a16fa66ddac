import { useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { LOAD_FAILURE_NOTICE_ID } from './load-failure-guard';

/**
 * Drawn hidden with every page; the guard in `<head>` reveals it when one of the page's own files fails
 * to load. Its reload is a plain link to this page, so it works whether or not the script ever ran.
 */
export function LoadFailureNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div id={LOAD_FAILURE_NOTICE_ID} role="alert" hidden>
      <p>
        <strong>{t('errors.loadFailure.title')}</strong> {t('errors.loadFailure.message')}
      </p>
      <a href={pathname + search}>{t('errors.loadFailure.reload')}</a>
    </div>
  );
}
