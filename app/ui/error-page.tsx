import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { failedModuleOf, LoadFailureView } from './load-failure/load-failure-view';
import { NOT_OFFERED_BY_PLATFORM } from '~/lib/responses';
import { PageFrame } from './page-frame';

/** The locale key (`errors.<key>.title|message`) of what a route threw. */
export function errorKeyOf(error: unknown): 'trial' | 'notOffered' | 'notFound' | 'forbidden' | 'unavailable' | 'generic' {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A trial account reaching a real-money page: in_need_true_account.
  if (isRouteErrorResponse(error) && error.status === 403 && error.statusText === 'in_need_true_account') return 'trial';
  // A feature the brand's platform does not serve: a 404 that says why.
  if (isRouteErrorResponse(error) && error.status === 404 && error.statusText === NOT_OFFERED_BY_PLATFORM) return 'notOffered';
  return status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 503 ? 'unavailable' : 'generic';
}

/** One boundary for every route: kind words per status, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failedModule = failedModuleOf(error);
  // Code that could not be loaded is the connection's or a deploy's doing: the player can reload, the server is told.
  if (failedModule) return <LoadFailureView url={failedModule.url} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  const key = errorKeyOf(error);
  // The platform's data layer failed: its generic "try again shortly", never its own text.
  const message =
    isRouteErrorResponse(error) && (error.data as { platform?: string } | null)?.platform === 'sync' ? t('errors.platform.sync') : t(`errors.${key}.message`);
  const trial = key === 'trial';
  return (
    <PageFrame title={t(`errors.${key}.title`)}>
      <div role="alert">
        <p>{message}</p>
        <p>{trial ? <Link to="/register">{t('errors.trial.action')}</Link> : <Link to="/index">{t('errors.backHome')}</Link>}</p>
      </div>
    </PageFrame>
  );
}
