import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/ui/error-page';
import { PageFrame } from '~/ui/page-frame';
import { button } from '~/ui/styles.css';

/**
 * An unknown or removed promotion says so kindly and leads back to the list, as does one the platform cannot
 * give now (no copy kept); anything else is the site's usual error page.
 */
export function PromoDetailError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <PageFrame title={t('errors.unavailable.title')}>
        <div role="alert" data-testid="promo-unavailable">
          <p>{t('system.unavailable.message')}</p>
          <p><Link to="/promotions" className={button.primary}>{t('promotions.notFound.action')}</Link></p>
        </div>
      </PageFrame>
    );
  }
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return (
    <PageFrame title={t('promotions.notFound.title')}>
      <div role="alert" data-testid="promo-not-found">
        <p>{t('promotions.notFound.message')}</p>
        <p><Link to="/promotions" className={button.primary}>{t('promotions.notFound.action')}</Link></p>
      </div>
    </PageFrame>
  );
}
