import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { ClaimButton } from './claim-button';
import { ClaimNotice } from './claim-notice';
import type { rebateLoader } from './rebate.server';
import * as r from './rewards.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** `12.5` for 125 basis points: rates are shown as percentages with up to two decimals. */
const percent = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/** Rebate: rates per product at the member's VIP level, what accrued since the last claim, and the claim. */
export function RebatePage() {
  const data = useLoaderData<typeof rebateLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.manualRebate')} lead={t('rebate.lead')}>
      <ClaimNotice />
      <div className={r.hero} data-testid="rebate-available">
        <div>
          <p className={r.heroLabel}>{t('rebate.availableNow')}</p>
          <p className={r.heroValue}>
            <Money minor={data.totalMinor} />
          </p>
          <p className={r.heroLabel}>{data.lastClaim ? t('rebate.lastClaim', { date: data.lastClaim }) : t('rebate.neverClaimed')}</p>
        </div>
        {data.totalMinor > 0 ? (
          <ClaimButton intent="rebate" requestId={data.requestId} label={t('rebate.claim')} variant="hero" testId="claim-rebate" />
        ) : (
          <p className={r.heroLabel}>{t('rebate.nothingYet')}</p>
        )}
      </div>
      <Card title={t('rebate.rates', { level: `VIP${data.vipLevel}` })}>
        <ScrollRegion className={u.tableWrap}>
          <table className={u.table} data-testid="rebate-rates">
            <thead>
              <tr>
                <th>{t('rebate.product')}</th>
                <th className={u.num}>{t('rebate.rate')}</th>
                <th className={u.num}>{t('rebate.validBet')}</th>
                <th className={u.num}>{t('rebate.rebate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((p) => (
                <tr key={p.productType}>
                  <td>{t(`rebate.products.${p.productType}`, { defaultValue: p.productType })}</td>
                  <td className={u.num}>{percent(p.rateBp)}%</td>
                  <td className={u.num}>
                    <Money minor={p.validBetMinor} />
                  </td>
                  <td className={u.num}>
                    <Money minor={p.rebateMinor} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className={u.muted}>{t('rebate.rule')}</p>
      </Card>
    </MemberPage>
  );
}
