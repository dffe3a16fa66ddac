import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './consent-banner.css';

/**
 * Asks before the brand's analytics load. A plain form posting to the server (a full page load after
 * it), so it works before JavaScript and the page that follows carries the tag, or never will.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className={s.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={s.text}>
        <h2 id="consent-title" className={s.title}>
          {t('consent.title')}
        </h2>
        <p className={s.body}>{t('consent.body')}</p>
      </div>
      <Form method="post" action="/resources/consent" reloadDocument className={s.actions}>
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" name="answer" value="declined" className={s.decline}>
          {t('consent.decline')}
        </button>
        <button type="submit" name="answer" value="granted" className={s.accept}>
          {t('consent.accept')}
        </button>
      </Form>
    </section>
  );
}
