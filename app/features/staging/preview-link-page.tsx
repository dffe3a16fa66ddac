import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { PREVIEW_PANEL_PATH } from '~/request/staff/preview-paths';
import type { previewLinkLoader } from './preview-link.server';
import * as s from './preview-panel.css';

/** A shared preview link that could not be taken: why, in words, and the way to the panel. */
export function PreviewLinkPage() {
  const { message } = useLoaderData<typeof previewLinkLoader>();
  const { t } = useTranslation();
  return (
    <main className={s.page}>
      <h1>{t('staff.preview.link.title')}</h1>
      <p className={s.error} role="alert">
        {message}
      </p>
      <p>
        <a href={PREVIEW_PANEL_PATH}>{t('staff.preview.title')}</a>
      </p>
    </main>
  );
}
