import { Link, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { chip } from '~/ui/recipes.css';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import * as s from '../agent.css';
import { AgentMoney } from '../ui/agent-money';
import type { overviewLoader } from './overview.server';

import { PERIODS, type Period } from './periods';

/** Overview: the team's size, then each period's numbers, then valid bet and P&L per day over 30 days. */
export function OverviewPage() {
  const data = useLoaderData<typeof overviewLoader>();
  const { t } = useTranslation();
  const period: Period = data.period;
  const p = data.periods[period];
  return (
    <MemberPage title={t('agent.pages.agentTeamOverview')}>
      <div className={s.hero} data-testid="agent-team-size">
        <div>
          <div className={s.heroValue}>{data.teamSize.toLocaleString()}</div>
          <div className={s.heroLabel}>{t('agent.overview.teamSize')}</div>
        </div>
        <div>
          <div className={s.heroValue}>{data.directCount.toLocaleString()}</div>
          <div className={s.heroLabel}>{t('agent.overview.directCount')}</div>
        </div>
      </div>
      <Card>
        <div className={s.tabs} role="group" aria-label={t('agent.overview.period')}>
          {PERIODS.map((key) => (
            <Link key={key} to={`?period=${key}`} replace preventScrollReset className={chip} aria-current={period === key ? 'true' : undefined}>
              {t(`agent.overview.periods.${key}`)}
            </Link>
          ))}
        </div>
        <dl className={s.stats} data-testid="agent-overview-stats">
          <Stat label={t('agent.overview.newMembers')} value={p.newMembers.toLocaleString()} />
          <Stat label={t('agent.overview.activeMembers')} value={p.activeMembers.toLocaleString()} />
          <Stat label={t('agent.col.deposit')} value={<AgentMoney minor={p.depositMinor} />} />
          <Stat label={t('agent.col.withdraw')} value={<AgentMoney minor={p.withdrawMinor} />} />
          <Stat label={t('agent.col.validBet')} value={<AgentMoney minor={p.validBetMinor} />} />
          <Stat label={t('agent.col.profit')} value={<AgentMoney minor={p.profitMinor} signed />} />
        </dl>
      </Card>
      <Card title={t('agent.overview.chart')}>
        <DaysChart days={data.days} />
      </Card>
    </MemberPage>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={s.stat}>
      <dt className={s.statLabel}>{label}</dt>
      <dd className={s.statValue}>{value}</dd>
    </div>
  );
}

/** Valid bet per day as bars, with the team's P&L below the axis when it lost, above when it won. */
function DaysChart({ days }: { days: { day: string; validBetMinor: number; profitMinor: number }[] }) {
  const { t } = useTranslation();
  const width = 600;
  const height = 160;
  const axis = 120;
  const max = Math.max(1, ...days.map((d) => Math.max(d.validBetMinor, Math.abs(d.profitMinor))));
  const step = width / Math.max(days.length, 1);
  const scale = (v: number) => (v / max) * (axis - 10);
  const total = days.reduce((sum, d) => sum + d.validBetMinor, 0);
  return (
    <figure className={s.figure}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={s.chart}
        role="img"
        aria-label={t('agent.overview.chartLabel', { days: days.length, count: days.length })}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => (
          <g key={d.day}>
            <title>{`${d.day}`}</title>
            <rect
              x={i * step + 2}
              y={axis - scale(d.validBetMinor)}
              width={Math.max(step - 4, 1)}
              height={scale(d.validBetMinor)}
              className={s.chartBar}
              rx={2}
            />
            {d.profitMinor < 0 ? (
              <rect
                x={i * step + step / 3}
                y={axis}
                width={Math.max(step / 3, 1)}
                height={Math.min(scale(-d.profitMinor), height - axis - 12)}
                className={s.chartLoss}
              />
            ) : null}
          </g>
        ))}
        <line x1={0} x2={width} y1={axis} y2={axis} className={s.chartAxis} />
        {days.length ? (
          <text x={2} y={height - 2} className={s.chartLabel}>
            {days[0]!.day}
          </text>
        ) : null}
        {days.length ? (
          <text x={width - 2} y={height - 2} textAnchor="end" className={s.chartLabel}>
            {days[days.length - 1]!.day}
          </text>
        ) : null}
      </svg>
      <figcaption className={s.legend}>
        <span>
          <i className={`${s.swatch} ${s.swatchBet}`} />
          {t('agent.col.validBet')}
        </span>
        <span>
          <i className={`${s.swatch} ${s.swatchLoss}`} />
          {t('agent.overview.teamLoss')}
        </span>
        <span>
          {t('agent.overview.chartTotal')}: <AgentMoney minor={total} />
        </span>
      </figcaption>
    </figure>
  );
}
