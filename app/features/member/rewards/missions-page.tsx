import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import type { Mission } from '~/platform-client/schemas/rewards';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money, useMoneyText } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { ClaimButton } from './claim-button';
import { ClaimNotice } from './claim-notice';
import type { missionsLoader } from './missions.server';
import * as r from './rewards.css';
import { ScrollRegion } from '~/ui/scroll-region';

const MONEY_METRICS: readonly Mission['metric'][] = ['DEPOSIT', 'VALID_BET'];

function MissionRow({ mission, requestId }: { mission: Mission; requestId: string }) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const isMoney = MONEY_METRICS.includes(mission.metric);
  const value = (n: number) => (isMoney ? money(n) : String(n));
  const share = Math.min(100, (mission.progress / mission.target) * 100);
  const title = t(`missions.metric.${mission.metric}`, { count: mission.target, amount: money(mission.target) });
  return (
    <li className={r.missionRow} data-testid={`mission-${mission.metric.toLowerCase()}-${mission.period.toLowerCase()}`}>
      <span className={r.missionIcon}>
        <Icon name={mission.metric === 'LOGIN' ? 'check' : mission.metric === 'SPINS' ? 'dice' : mission.metric === 'DEPOSIT' ? 'deposit' : 'chart'} />
      </span>
      <div style={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <p className={r.missionTitle}>{title}</p>
        <div className={u.progress} role="progressbar" aria-label={title} aria-valuemin={0} aria-valuemax={mission.target} aria-valuenow={mission.progress}>
          <div className={u.progressBar} style={{ width: `${share}%` }} />
        </div>
        <div className={r.missionMeta}>
          <span data-testid="mission-progress">
            {value(mission.progress)} / {value(mission.target)}
          </span>
          <span>
            · {t('missions.reward')} <Money minor={mission.rewardMinor} />
          </span>
          <span>· {t('missions.points', { count: mission.points })}</span>
        </div>
      </div>
      {mission.status === 'CLAIMABLE' ? (
        <ClaimButton intent="mission" id={mission.id} requestId={requestId} testId="claim-mission" />
      ) : (
        <span className={mission.status === 'CLAIMED' ? u.status.good : u.status.neutral}>{t(`missions.status.${mission.status}`)}</span>
      )}
    </li>
  );
}

/** Missions: today's and this week's tasks counted from real play, claim the completed ones, and the week's board. */
export function MissionsPage() {
  const data = useLoaderData<typeof missionsLoader>();
  const { t } = useTranslation();
  const daily = data.missions.filter((m) => m.period === 'DAILY');
  const weekly = data.missions.filter((m) => m.period === 'WEEKLY');
  return (
    <MemberPage title={t('member.pages.missionLeaderboard')} lead={t('missions.lead')}>
      <ClaimNotice />
      <div className={r.hero}>
        <div>
          <p className={r.heroLabel}>{t('missions.pointsThisWeek')}</p>
          <p className={r.heroValue} data-testid="mission-points">
            {data.pointsThisWeek}
          </p>
        </div>
        <div>
          <p className={r.heroLabel}>{t('missions.rank')}</p>
          <p className={r.heroValue}>{data.board.me ? `#${data.board.me.rank}` : '—'}</p>
        </div>
      </div>
      <Card
        title={
          <>
            {t('missions.daily')} <span className={u.muted}>{t('missions.resets', { date: data.dayEnds })}</span>
          </>
        }
      >
        <ul className={r.list}>
          {daily.map((m) => (
            <MissionRow key={m.id} mission={m} requestId={data.requestId} />
          ))}
        </ul>
      </Card>
      <Card
        title={
          <>
            {t('missions.weekly')} <span className={u.muted}>{t('missions.resets', { date: data.weekEnds })}</span>
          </>
        }
      >
        <ul className={r.list}>
          {weekly.map((m) => (
            <MissionRow key={m.id} mission={m} requestId={data.requestId} />
          ))}
        </ul>
      </Card>
      <Card title={t('missions.leaderboard')} testId="leaderboard">
        {data.board.list.length ? (
          <ScrollRegion className={u.tableWrap}>
            <table className={u.table}>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('missions.player')}</th>
                  <th className={u.num}>{t('missions.pointsHeader')}</th>
                </tr>
              </thead>
              <tbody>
                {data.board.list.map((row) => (
                  <tr key={row.rank} className={row.isMe ? r.me : undefined}>
                    <td>{row.rank}</td>
                    <td>
                      {row.name}
                      {row.isMe ? ` (${t('missions.you')})` : ''}
                    </td>
                    <td className={u.num}>{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className={u.empty}>{t('missions.boardEmpty')}</p>
        )}
      </Card>
    </MemberPage>
  );
}
