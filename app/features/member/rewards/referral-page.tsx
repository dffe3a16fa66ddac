import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Pager } from '~/ui/centre/records-filters';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { CopyLink } from './copy-link';
import type { referralLoader } from './referral.server';
import * as r from './rewards.css';
import { ScrollRegion } from '~/ui/scroll-region';

/** Referral: the member's code, link and QR code, what it earned, and who joined with it. */
export function ReferralPage() {
  const data = useLoaderData<typeof referralLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.referral')} lead={t('referral.lead')}>
      <Card>
        <div className={r.share}>
          <div style={{ display: 'grid', gap: 12, minWidth: 0 }}>
            <div>
              <p className={u.muted}>{t('referral.code')}</p>
              <p className={r.code} data-testid="referral-code">
                {data.code}
              </p>
            </div>
            <CopyLink link={data.link} />
            {data.bonusMinor > 0 ? (
              <p className={u.notice.info}>
                {t('referral.rule', { bonus: '', deposit: '' }).trim()} <Money minor={data.bonusMinor} /> · {t('referral.ruleDeposit')}{' '}
                <Money minor={data.minDepositMinor} />
              </p>
            ) : null}
          </div>
          <img className={r.qr} src={data.qr} alt={t('referral.qrAlt')} width={168} height={168} />
        </div>
      </Card>
      <div className={u.grid2}>
        <Card title={t('referral.referred')}>
          <span className={u.big} data-testid="referred-count">
            {data.referredCount}
          </span>
        </Card>
        <Card title={t('referral.earned')}>
          <span className={u.big}>
            <Money minor={data.earnedMinor} />
          </span>
        </Card>
        <Card title={t('referral.waiting')}>
          <span className={u.big}>
            <Money minor={data.claimableMinor} />
          </span>
        </Card>
      </div>
      <Card title={t('referral.members')} testId="referred-members">
        {data.members.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>{t('referral.member')}</th>
                  <th>{t('referral.joined')}</th>
                  <th>{t('referral.deposit')}</th>
                  <th className={u.num}>{t('referral.youEarned')}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((m, i) => (
                  <tr key={`${m.name}-${i}`}>
                    <td>{m.name}</td>
                    <td>{m.joined}</td>
                    <td>
                      <span className={m.deposited ? u.status.good : u.status.neutral}>{t(m.deposited ? 'referral.deposited' : 'referral.notDeposited')}</span>
                    </td>
                    <td className={u.num}>
                      {m.earnedMinor && m.rewardStatus !== 'NONE' ? (
                        <>
                          <Money minor={m.earnedMinor} /> <span className={u.muted}>{t(`referral.reward.${m.rewardStatus}`)}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.empty}>{t('referral.none')}</p>
        )}
        {data.totalPages > 1 ? <Pager page={data.page} totalPages={data.totalPages} /> : null}
      </Card>
    </MemberPage>
  );
}
