import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

/** The locale key (`errors.<key>.title|message`) of what a route threw. */
export function errorKeyOf(error: unknown): 'trial' | 'notFound' | 'forbidden' | 'unavailable' | 'generic' {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A trial account reaching a real-money page: in_need_true_account.
  if (isRouteErrorResponse(error) && error.status === 403 && error.statusText === 'in_need_true_account') return 'trial';
  return status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 503 ? 'unavailable' : 'generic';
}

/** One boundary for every route: kind words per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) console.error(error);
  const key = errorKeyOf(error);
  const trial = key === 'trial';
  return (
    <PageFrame title={t(`errors.${key}.title`)}>
      <div role="alert">
        <p>{t(`errors.${key}.message`)}</p>
        <p>
          {trial ? <Link to="/register">{t('errors.trial.action')}</Link> : <Link to="/index">{t('errors.backHome')}</Link>}
        </p>
      </div>
    </PageFrame>
  );
}
