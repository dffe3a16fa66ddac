import type { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { formatMinor } from '~/lib/money';
import { button } from '~/ui/styles.css';
import * as u from '~/ui/centre/centre.css';
import { ContractTerms } from './contract-terms';
import * as c from './contracts.css';
import type { contractRequestLoader } from './contract-request.server';

type Loaded = Awaited<ReturnType<typeof contractRequestLoader>>;

/**
 * The requests waiting for the member: who asks, what (a new contract or its end), the terms, and
 * Accept / Reject. Each answer is its own small form posted to `/contractRequest` (a plain `<Form>` on
 * the page, a fetcher's in the popup).
 */
export function ContractRequestCards({ data, FormComponent, busy }: { data: Loaded; FormComponent: typeof Form; busy: boolean }) {
  const { t } = useTranslation();
  const money = (minor: number) => `${data.wallet.symbol ? `${data.wallet.symbol} ` : ''}${formatMinor(minor, data.wallet.exponent, data.language)}`;
  return (
    <ul className={c.list} data-testid="contract-requests">
      {data.requests.map((r) => (
        <li key={r.id} className={c.contract} data-testid="contract-request">
          <div className={c.contractHead}>
            <span>{t(`agent.contracts.requestTitle.${r.request ?? 'OFFER'}`, { type: t(`agent.contracts.types.${r.type}`), username: r.agent.username })}</span>
            <span className={u.muted}>{r.created}</span>
          </div>
          <ContractTerms contract={r} money={money} />
          <FormComponent method="post" action="/contractRequest" className={c.actions}>
            <input type="hidden" name="contractId" value={r.id} />
            <input type="hidden" name="type" value={r.type} />
            <input type="hidden" name="returnTo" value={data.returnTo} />
            {(['ACCEPT', 'REJECT'] as const).map((action) => (
              <button key={action} type="submit" name="action" value={action} className={action === 'ACCEPT' ? button.primary : button.outline} disabled={busy}>
                {t(r.request === 'TERMINATION' ? `agent.contracts.actions.${action}End` : `agent.contracts.actions.${action}`)}
              </button>
            ))}
          </FormComponent>
        </li>
      ))}
    </ul>
  );
}
