import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import type { VipLevel } from '~/platform-client/schemas/rewards';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import type { playerRankLoader } from './player-rank.server';
import * as r from './rewards.css';

function Benefits({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  const b = level.benefits;
  return (
    <ul className={r.benefits}>
      {b.upgradeBonusMinor > 0 ? (
        <li>
          {t('rank.benefit.upgrade')} <Money minor={b.upgradeBonusMinor} />
        </li>
      ) : null}
      {b.birthdayBonusMinor > 0 ? (
        <li>
          {t('rank.benefit.birthday')} <Money minor={b.birthdayBonusMinor} />
        </li>
      ) : null}
      <li>{t('rank.benefit.withdrawals', { count: b.dailyWithdrawCount })}</li>
      {b.dedicatedHost ? <li>{t('rank.benefit.host')}</li> : null}
    </ul>
  );
}

function Bar({ label, done, target }: { label: string; done: number; target: number }) {
  const share = target ? Math.min(100, (done / target) * 100) : 100;
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <div className={u.row} style={{ justifyContent: 'space-between' }}>
        <strong>{label}</strong>
        <span className={u.muted}>
          <Money minor={Math.min(done, target)} /> / <Money minor={target} />
        </span>
      </div>
      <div className={u.progress} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share)}>
        <div className={u.progressBar} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** Player rank: the VIP level, what is left for the next one, and the benefits of every level. */
export function PlayerRankPage() {
  const data = useLoaderData<typeof playerRankLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.playerRank')} lead={t('rank.lead')}>
      <div className={r.hero} data-testid="rank-current">
        <div>
          <p className={r.heroLabel}>{t('rank.current')}</p>
          <p className={r.heroValue}>
            <Icon name="crown" size={26} /> {data.current?.name ?? `VIP${data.level}`}
          </p>
        </div>
        <div>
          <p className={r.heroLabel}>{t('rank.next')}</p>
          <p className={r.heroValue}>{data.next?.name ?? t('rank.top')}</p>
        </div>
      </div>
      {data.next ? (
        <Card title={t('rank.leftTitle', { level: data.next.name })} testId="rank-progress">
          <Bar label={t('rank.deposit')} done={data.depositMinor} target={data.next.depositMinor} />
          <Bar label={t('rank.validBet')} done={data.validBetMinor} target={data.next.validBetMinor} />
          <p className={u.muted}>
            {t('rank.left')} <Money minor={data.depositLeftMinor} /> {t('rank.leftDeposit')} · <Money minor={data.validBetLeftMinor} /> {t('rank.leftBet')}
          </p>
        </Card>
      ) : (
        <p className={u.notice.success}>{t('rank.topReached')}</p>
      )}
      <Card title={t('rank.levels')}>
        <div className={r.ladder} data-testid="rank-levels">
          {data.levels.map((level) => (
            <section
              key={level.level}
              className={r.level[level.level === data.level ? 'current' : level.level < data.level ? 'reached' : 'ahead']}
              aria-current={level.level === data.level ? 'true' : undefined}
            >
              <h4 className={r.levelName}>
                {level.name}
                {level.level === data.level ? <span className={u.status.good}>{t('rank.you')}</span> : null}
              </h4>
              <p className={u.muted}>
                {t('rank.deposit')}: <Money minor={level.depositMinor} />
              </p>
              <p className={u.muted}>
                {t('rank.validBet')}: <Money minor={level.validBetMinor} />
              </p>
              <Benefits level={level} />
            </section>
          ))}
        </div>
      </Card>
    </MemberPage>
  );
}
