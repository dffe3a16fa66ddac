import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Modal, useModals } from '~/ui/modal';
import { FormNotice } from '~/ui/centre/centre-page';
import { ContractRequestCards } from './contract-request-cards';
import type { contractRequestAction, contractRequestLoader } from './contract-request.server';
import * as c from './contracts.css';

const NAME = 'contract-request';

/**
 * The accept/reject popup: while a contract request waits (the root's viewer says so), every page
 * opens it with the request's terms; answering posts to `/contractRequest` through a fetcher, and the
 * root's fresh data closes it when nothing is left. Before the script runs, a banner links to the page.
 */
export default function ContractRequestPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const modals = useModals();
  const list = useFetcher<typeof contractRequestLoader>();
  const answer = useFetcher<typeof contractRequestAction>();
  const returnTo = `${pathname}${search}`;

  useEffect(() => {
    if (list.state === 'idle' && !list.data) list.load(`/contractRequest?returnTo=${encodeURIComponent(returnTo)}`);
  }, [list, returnTo]);
  useEffect(() => {
    if (answer.state === 'idle' && answer.data?.ok) list.load(`/contractRequest?returnTo=${encodeURIComponent(returnTo)}`);
    // Only when an answer lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer.state, answer.data]);
  const count = list.data?.requests.length ?? 0;
  // After every commit, not only when the count changes: whatever the page last drew, a waiting request
  // has its dialog open (closing it only hides it until the next render) and none left closes it.
  useEffect(() => {
    if (count > 0 && !modals.isOpen(NAME)) modals.open(NAME);
    if (list.data && count === 0 && modals.isOpen(NAME)) modals.close(NAME);
  });

  return (
    <>
      <div className={c.banner} role="status" data-testid="contract-request-banner">
        <span>{t('agent.contracts.bannerText')}</span>
        <a className={c.bannerLink} href={`/contractRequest?returnTo=${encodeURIComponent(returnTo)}`}>
          {t('agent.contracts.bannerLink')}
        </a>
      </div>
      <Modal name={NAME} title={t('agent.contracts.requestsTitle')} width={560}>
        {answer.data && !answer.data.ok ? (
          <FormNotice tone="error">{t(answer.data.errors.form ?? 'agent.errors.form_invalid', answer.data.params)}</FormNotice>
        ) : null}
        {list.data ? <ContractRequestCards data={list.data} FormComponent={answer.Form} busy={answer.state !== 'idle'} /> : null}
      </Modal>
    </>
  );
}
