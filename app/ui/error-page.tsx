import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame';

/** One boundary for every route: kind words per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A trial account reaching a real-money page: in_need_true_account.
  const trial = isRouteErrorResponse(error) && error.status === 403 && error.statusText === 'in_need_true_account';
  const key = trial ? 'trial' : status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 503 ? 'unavailable' : 'generic';
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
