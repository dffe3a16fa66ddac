import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import { FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { ContractRequestCards } from './contract-request-cards';
import type { contractRequestAction, contractRequestLoader } from './contract-request.server';

/** `/contractRequest`: the popup's content as a page of its own, for a browser without the script. */
export function ContractRequestPage() {
  const data = useLoaderData<typeof contractRequestLoader>();
  const result = useActionData<typeof contractRequestAction>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <main className={u.page} data-testid="contract-request-page">
      <MemberPage title={t('agent.contracts.requestsTitle')} lead={t('agent.contracts.requestsLead')}>
        {result?.ok ? <FormNotice tone="success">{t(result.notice)}</FormNotice> : null}
        {result && !result.ok ? <FormNotice tone="error">{t(result.errors.form ?? 'agent.errors.form_invalid', result.params)}</FormNotice> : null}
        {data.requests.length ? (
          <ContractRequestCards data={data} FormComponent={Form} busy={navigation.state === 'submitting'} />
        ) : (
          <p className={u.empty}>{t('agent.contracts.noRequests')}</p>
        )}
        <Link to={data.returnTo} className={button.outline}>
          {t('agent.contracts.continue')}
        </Link>
      </MemberPage>
    </main>
  );
}
