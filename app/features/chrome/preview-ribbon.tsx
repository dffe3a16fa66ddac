import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import type { OverrideLine } from '~/request/staff/preview-overrides';
import { PREVIEW_PANEL_PATH } from '~/request/staff/preview-paths';
import * as s from './preview-ribbon.css';

/**
 * Support staff see at a glance that this is a staging preview, not the live site, and which what-if
 * overrides they have in force (with a way to drop them all).
 */
export function PreviewRibbon({
  brandName,
  indexUrl,
  overrides,
  overridesUnavailable,
}: {
  brandName: string;
  indexUrl: string;
  overrides: OverrideLine[] | null;
  /** The overrides' store could not be read: this page shows the platform's live settings, and must say so. */
  overridesUnavailable: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={s.ribbon} role="note" aria-label={t('staging.previewLabel')}>
      <p className={s.line}>
        <strong>{t('staging.previewLabel')}</strong> {t('staging.previewOf', { brand: brandName })}
        <a className={s.link} href={indexUrl}>
          {t('staging.allBrands')}
        </a>
        <a className={s.link} href={PREVIEW_PANEL_PATH}>
          {t('staging.overrides.panel')}
        </a>
      </p>
      {overridesUnavailable ? (
        <p className={s.line} role="alert" data-testid="preview-overrides-unavailable">
          {t('staging.overrides.store.unavailable')}
        </p>
      ) : null}
      {overrides ? (
        <div className={s.line} data-testid="preview-overrides">
          <span>{t('staging.overrides.inForce')}</span>
          <ul className={s.list}>
            {overrides.map((line) => (
              <li key={line.kind} data-kind={line.kind}>
                <strong>{t(`staging.overrides.kind.${line.kind}`)}:</strong>{' '}
                {line.items.map((item) => [item.label, item.word ? t(`staging.overrides.word.${item.word}`) : ''].filter(Boolean).join(' ')).join(', ')}
              </li>
            ))}
          </ul>
          <Form method="post" action={PREVIEW_PANEL_PATH} className={s.clear}>
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
            <button type="submit" className={s.button}>
              {t('staging.overrides.clear')}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}

export default PreviewRibbon;
