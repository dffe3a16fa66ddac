import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
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
  if (isRouteErrorResponse(error) && error.status === 503)
    return <BackToPromotions title={t('errors.unavailable.title')} message={t('system.unavailable.message')} testId="promo-unavailable" />;
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return <BackToPromotions title={t('promotions.notFound.title')} message={t('promotions.notFound.message')} testId="promo-not-found" />;
}

function BackToPromotions({ title, message, testId }: { title: string; message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title}>
      <div role="alert" data-testid={testId}>
        <p>{message}</p>
        <p>
          <Link to="/promotions" className={button.primary}>
            {t('promotions.notFound.action')}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
