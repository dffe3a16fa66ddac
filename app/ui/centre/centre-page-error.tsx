import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { errorKeyOf } from '~/ui/error-page';
import { FormNotice, MemberPage } from './centre-page';

/** A member-centre page that could not load says so inside the centre: the menu and the other pages stay. */
export function MemberPageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) console.error(error);
  const key = errorKeyOf(error);
  return (
    <MemberPage title={t(`errors.${key}.title`)}>
      <FormNotice tone="error">{t(`errors.${key}.message`)}</FormNotice>
    </MemberPage>
  );
}
