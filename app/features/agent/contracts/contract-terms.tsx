import { useTranslation } from '~/i18n/use-translation';
import type { Contract } from '~/platform-client/schemas/contracts';
import * as u from '~/ui/centre/centre.css';
import * as c from './contracts.css';

/** A contract's terms as a definition list: rate, period and the thresholds that are set. */
export function ContractTerms({
  contract,
  money,
}: {
  contract: Pick<Contract, 'type' | 'rateBp' | 'period' | 'thresholds'>;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const th = contract.thresholds;
  const rows: [string, string][] = [
    [t(`agent.contracts.rateOf.${contract.type}`), `${(contract.rateBp / 100).toFixed(2)}%`],
    [
      t('agent.contracts.period'),
      t(`agent.contracts.periods.${contract.type === 'HOURLY' ? 'HOURLY' : contract.type === 'REALTIME' ? 'REALTIME' : contract.period}`),
    ],
  ];
  if (th.validBetMinor) rows.push([t('agent.contracts.minValidBet'), money(th.validBetMinor)]);
  if (th.lossMinor) rows.push([t('agent.contracts.minLoss'), money(th.lossMinor)]);
  if (th.activeMembers) rows.push([t('agent.contracts.minActive'), String(th.activeMembers)]);
  if (th.betMinor) rows.push([t(contract.type === 'HOURLY' ? 'agent.contracts.minBetHourly' : 'agent.contracts.minBetDaily'), money(th.betMinor)]);
  return (
    <dl className={u.grid2} data-testid="contract-terms">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className={u.muted}>{label}</dt>
          <dd className={c.termValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
