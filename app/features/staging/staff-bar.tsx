import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import * as s from './staff-pages.css';

/** Above staging's pages: who is looking, the audit trail, and sign-out for a staff session. */
export function StaffBar({ staff }: { staff: { name: string; via: 'session' | 'basic' | 'open' } | null }) {
  const { t } = useTranslation();
  if (!staff || staff.via === 'open') return null;
  return (
    <nav className={s.bar} aria-label={t('staff.barLabel')}>
      <span>{t('staff.signedInAs', { name: staff.name })}</span>
      <Link to="/staff/audit">{t('staff.audit.title')}</Link>
      {staff.via === 'session' ? (
        <Form method="post" action="/staff/sign-out" className={s.barForm}>
          <button type="submit" className={button.ghost}>
            {t('staff.signOut')}
          </button>
        </Form>
      ) : null}
    </nav>
  );
}
