import { useTranslation } from '~/i18n/use-translation';
import * as s from './section-unavailable.css';

/**
 * In place of a section the platform could not give in time: the rest of the page is still there.
 * `message` says something more particular (figures shown from earlier) in the same place and look.
 */
export function SectionUnavailable({ testId, message }: { testId?: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <p className={s.note} role="status" data-testid={testId ?? 'section-unavailable'}>
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path
          d="M12 8v5M12 16.5v.5M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {message ?? t('errors.sectionUnavailable')}
    </p>
  );
}
