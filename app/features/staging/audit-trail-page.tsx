import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import type { auditTrailLoader } from './audit-trail.server';
import { StaffBar } from './staff-bar';
import * as s from './staff-pages.css';

/** Locale keys of the trail's kinds of action. */
const ACTION_KEYS = {
  'staff.sign-in': 'staff.audit.action.signIn',
  'staff.sign-in-refused': 'staff.audit.action.signInRefused',
  'staff.sign-out': 'staff.audit.action.signOut',
  'draft.view': 'staff.audit.action.draftView',
  'preview.override': 'staff.audit.action.previewOverride',
  'preview.clear': 'staff.audit.action.previewClear',
  'preview.link-create': 'staff.audit.action.previewLinkCreate',
  'preview.link-use': 'staff.audit.action.previewLinkUse',
  'preview.link-refused': 'staff.audit.action.previewLinkRefused',
} as const;

/** The staff audit trail: who did what on staging, and when, newest first. */
export function AuditTrailPage() {
  const { staff, records } = useLoaderData<typeof auditTrailLoader>();
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <main className={s.auditPage}>
      <StaffBar staff={staff} />
      <h1 id="audit-title" className={s.title}>
        {t('staff.audit.title')}
      </h1>
      <p className={s.lead}>{t('staff.audit.lead')}</p>
      {records.length === 0 ? (
        <p>{t('staff.audit.empty')}</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div className={s.tableWrap} tabIndex={0} role="region" aria-labelledby="audit-title">
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t('staff.audit.when')}</th>
                <th scope="col">{t('staff.audit.who')}</th>
                <th scope="col">{t('staff.audit.what')}</th>
                <th scope="col">{t('staff.audit.where')}</th>
                <th scope="col">{t('staff.audit.request')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record, i) => (
                // Several instances' records share a list, each numbered by its own instance: the place is the key.
                <tr key={i} data-action={record.action}>
                  <td>
                    <time dateTime={record.at}>{time.format(new Date(record.at))} UTC</time>
                  </td>
                  <td>{record.actor ?? '—'}</td>
                  <td className={record.outcome === 'refused' ? s.refused : undefined}>
                    {t(ACTION_KEYS[record.action])}
                    {record.reason ? ` (${t(`staff.audit.reason.${record.reason}`)})` : null}
                    {record.detail ? (
                      <small className={s.detail}>
                        {Object.entries(record.detail)
                          .map(([key, value]) => `${key}: ${String(value)}`)
                          .join(' · ')}
                      </small>
                    ) : null}
                  </td>
                  <td>{[record.brand, record.path].filter(Boolean).join(' ')}</td>
                  <td>
                    <code>{record.reqId ?? '—'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
