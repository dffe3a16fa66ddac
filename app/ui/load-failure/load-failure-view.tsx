import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { PageFrame } from '../page-frame';
import { button } from '../styles.css';
import { REPORT_FUNCTION, type LoadFailureKind, type LoadFailureReason } from './load-failure-guard';

/** How browsers word a module that could not be fetched (Chromium, Firefox, Safari), with its address where they give it. */
const FAILED_IMPORT =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)(?::\s*(\S+))?/i;

/** The file a thrown error says could not be loaded (a route's module, a lazy part), or null for any other error. */
export function failedModuleOf(error: unknown): { url: string } | null {
  if (!(error instanceof Error)) return null;
  const match = FAILED_IMPORT.exec(error.message);
  return match ? { url: match[1] ?? '' } : null;
}

type ReportingWindow = Window & { [REPORT_FUNCTION]?: (kind: LoadFailureKind, reason: LoadFailureReason, url: string) => void };

/**
 * What a route shows when its code could not be loaded (after a deploy, or on a dropped connection): a kind
 * word and a reload of this page, which brings the current files. The failure goes to the server's log.
 */
export function LoadFailureView({ url }: { url: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    (window as ReportingWindow)[REPORT_FUNCTION]?.('route-module', 'error', url || window.location.href);
  }, [url]);
  return (
    <PageFrame title={t('errors.loadFailure.title')}>
      <div role="alert">
        <p>{t('errors.loadFailure.message')}</p>
        <p>
          <button type="button" className={button.primary} onClick={() => window.location.reload()}>
            {t('errors.loadFailure.reload')}
          </button>
        </p>
      </div>
    </PageFrame>
  );
}
