import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { useMemberHref } from '../member-centre-frame';
import { memberPagePath } from '../pages';
import { ClaimButton } from './claim-button';
import { ClaimNotice } from './claim-notice';
import type { rewardCenterLoader } from './reward-center.server';
import * as r from './rewards.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** Reward centre: everything claimable now with one action each, and what was claimed. */
export function RewardCenterPage() {
  const data = useLoaderData<typeof rewardCenterLoader>();
  const { t } = useTranslation();
  const href = useMemberHref();
  const open = data.rewards.filter((w) => w.status === 'CLAIMABLE');
  const past = data.rewards.filter((w) => w.status !== 'CLAIMABLE');
  return (
    <MemberPage title={t('member.pages.rewardCenter')} lead={t('rewards.lead')}>
      <ClaimNotice />
      {data.rebateMinor !== null ? (
        <div className={r.hero} data-testid="rebate-hero">
          <div>
            <p className={r.heroLabel}>{t('rebate.availableNow')}</p>
            <p className={r.heroValue}>
              <Money minor={data.rebateMinor} />
            </p>
            <Link to={href(memberPagePath('manualRebate'))} style={{ color: 'inherit' }}>
              {t('rebate.seeRates')}
            </Link>
          </div>
          {data.rebateMinor > 0 ? (
            <ClaimButton intent="rebate" requestId={data.requestId} label={t('rebate.claim')} variant="hero" testId="claim-rebate" />
          ) : null}
        </div>
      ) : null}

      <Card title={t('rewards.claimable')} testId="claimable-rewards">
        {open.length ? (
          <div className={r.cards}>
            {open.map((w) => (
              <article key={w.id} className={r.rewardCard} data-testid="reward">
                <span className={r.ribbon}>{t(`rewards.kind.${w.kind}`)}</span>
                <h4 className={u.cardTitle}>{w.title}</h4>
                <span className={r.amount}>
                  <Money minor={w.amountMinor} />
                </span>
                <p className={u.muted}>
                  {w.turnoverMultiplier ? t('rewards.turnover', { times: w.turnoverMultiplier }) : t('rewards.noTurnover')}
                  {w.expires ? ` · ${t('rewards.expires', { date: w.expires })}` : ''}
                </p>
                <ClaimButton intent="reward" id={w.id} requestId={data.requestId} testId={`claim-reward-${w.id}`} />
              </article>
            ))}
          </div>
        ) : (
          <p className={u.empty}>{t('rewards.none')}</p>
        )}
      </Card>

      {data.raffles.map((raffle) => {
        const share = raffle.minValidBetMinor ? Math.min(100, (raffle.validBetTodayMinor / raffle.minValidBetMinor) * 100) : 100;
        return (
          <Card
            key={raffle.id}
            title={
              <>
                {raffle.title} <span className={r.ribbon}>{t('rewards.raffle')}</span>
              </>
            }
            testId="raffle"
          >
            <p className={u.muted}>
              {t('rewards.raffleRule', { amount: '' })}
              <Money minor={raffle.minValidBetMinor} />
            </p>
            <div
              className={u.progress}
              role="progressbar"
              aria-label={t('rewards.raffleProgress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share)}
            >
              <div className={u.progressBar} style={{ width: `${share}%` }} />
            </div>
            <p className={u.muted}>
              <Money minor={Math.min(raffle.validBetTodayMinor, raffle.minValidBetMinor)} /> / <Money minor={raffle.minValidBetMinor} />
            </p>
            <p className={u.muted}>
              {t('rewards.prizes')}:{' '}
              {raffle.prizesMinor.map((p, i) => (
                <span key={i}>
                  {i ? ', ' : ''}
                  <Money minor={p} />
                </span>
              ))}
            </p>
            {raffle.status === 'CLAIMABLE' ? (
              <ClaimButton intent="raffle" id={raffle.id} requestId={data.requestId} label={t('rewards.draw')} testId="claim-raffle" />
            ) : raffle.status === 'DRAWN' ? (
              <p className={u.notice.success}>
                {t('rewards.drawnToday')} <Money minor={raffle.prizeMinor ?? 0} />
              </p>
            ) : (
              <p className={u.muted}>{t('rewards.notEligible')}</p>
            )}
          </Card>
        );
      })}

      {data.signUp.enabled ? (
        <p className={u.notice.info}>
          {t('rewards.signUpOffer')} <Money minor={data.signUp.amountMinor} />
        </p>
      ) : null}

      <Card title={t('rewards.history')} testId="claim-history">
        {data.history.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('rewards.time')}</th>
                  <th>{t('rewards.sourceHeader')}</th>
                  <th>{t('rewards.item')}</th>
                  <th className={u.num}>{t('rewards.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((h) => (
                  <tr key={h.id}>
                    <td>{h.time}</td>
                    <td>{t(`rewards.source.${h.kind}`)}</td>
                    <td>{h.title}</td>
                    <td className={u.num}>
                      <Money minor={h.amountMinor} signed />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.empty}>{t('rewards.noHistory')}</p>
        )}
        {past.length ? <p className={u.muted}>{t('rewards.pastCount', { count: past.length })}</p> : null}
      </Card>
    </MemberPage>
  );
}
