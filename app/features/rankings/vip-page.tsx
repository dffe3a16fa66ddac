import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Amount, type MoneyFormat } from '~/ui/centre/money';
import { intlLocale } from '~/i18n/languages';
import * as u from '~/ui/centre/centre.css';
import type { PublicVipLevel } from '~/platform-client/schemas/rankings';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { button } from '~/ui/styles.css';
import * as s from './boards.css';
import { LevelBadge } from './level-badge';
import type { vipLoader } from './vip-page.server';
import { loginHref } from '~/lib/login-href';

type Data = Awaited<ReturnType<typeof vipLoader>>;

/** A rate in basis points as a percentage (a rate, not money: a float is fine here). */
const percent = (bp: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** The rebate a level earns: one rate, or the range across products. */
function RebateCell({ level, language }: { level: PublicVipLevel; language: string }) {
  const rates = level.rebateRates.map((r) => r.rateBp);
  if (!rates.length) return <span className={s.no}>—</span>;
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  return <>{low === high ? percent(low, language) : `${percent(low, language)} – ${percent(high, language)}`}</>;
}

function ProgressBar({ label, done, target, money }: { label: string; done: number; target: number; money: MoneyFormat }) {
  const share = target ? Math.min(100, Math.floor((Math.min(done, target) * 100) / target)) : 100;
  return (
    <div className={s.bar}>
      <div className={s.barHead}>
        <strong>{label}</strong>
        <span>
          <Amount minor={Math.min(done, target)} format={money} /> / <Amount minor={target} format={money} />
        </span>
      </div>
      <div className={s.barTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
        <div className={s.barFill} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function PlayerHero({ progress, money }: { progress: NonNullable<Data['progress']>; money: MoneyFormat }) {
  const { t } = useTranslation();
  return (
    <section className={s.hero} data-testid="vip-progress" aria-labelledby="vip-you">
      <LevelBadge level={progress.level} big />
      <div className={s.heroBody}>
        <h2 id="vip-you" className={s.heroTitle}>
          {t('vipPage.yourLevel', { level: progress.name })}
        </h2>
        {progress.next ? (
          <>
            <p className={s.heroText}>
              {t('vipPage.toNext', { level: progress.next.name })}{' '}
              <strong>
                <Amount minor={progress.depositLeftMinor} format={money} />
              </strong>{' '}
              {t('vipPage.leftDeposit')} ·{' '}
              <strong>
                <Amount minor={progress.validBetLeftMinor} format={money} />
              </strong>{' '}
              {t('vipPage.leftBet')}
            </p>
            <div className={s.bars}>
              <ProgressBar label={t('vipPage.deposit')} done={progress.depositMinor} target={progress.next.depositMinor} money={money} />
              <ProgressBar label={t('vipPage.validBet')} done={progress.validBetMinor} target={progress.next.validBetMinor} money={money} />
            </div>
          </>
        ) : (
          <p className={s.heroText}>{t('vipPage.topReached')}</p>
        )}
        <div className={s.heroActions}>
          <Link to="/member/playerRank?returnTo=%2Fvip" className={`${button.primary} ${s.heroButton}`}>
            {t('vipPage.memberLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function GuestHero({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={s.hero} aria-labelledby="vip-join">
      <LevelBadge level={8} big />
      <div className={s.heroBody}>
        <h2 id="vip-join" className={s.heroTitle}>
          {t('vipPage.guestTitle')}
        </h2>
        <p className={s.heroText}>{trial ? t('vipPage.trialText') : t('vipPage.guestText')}</p>
        {trial ? null : (
          <div className={s.heroActions}>
            <Link to={loginHref('/vip')} className={`${button.primary} ${s.heroButton}`}>
              {t('vipPage.login')}
            </Link>
            <Link to="/register" className={`${button.ghost} ${s.heroGhost}`}>
              {t('vipPage.register')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

/** `/vip`: the brand's VIP levels for anyone; a signed-in player's own level is highlighted with their progress. */
export function VipPage() {
  const data = useLoaderData<typeof vipLoader>();
  const { t, i18n } = useTranslation();
  const { money, progress } = data;
  const language = money?.language ?? i18n.language;
  return (
    <PageFrame title={data.title}>
      <div className={s.stack}>
        {progress && money ? <PlayerHero progress={progress} money={money} /> : <GuestHero trial={data.viewer?.trial ?? false} />}
        {!money ? (
          <SectionUnavailable testId="vip-unavailable" />
        ) : (
          <section className={s.stack} aria-labelledby="vip-levels">
            <div className={s.periodBar}>
              <h2 id="vip-levels" className={u.pageTitle}>
                {t('vipPage.levels')}
              </h2>
              <p className={u.muted}>{t('vipPage.howToRise')}</p>
            </div>
            <p className={s.scrollHint}>{t('vipPage.scrollHint')}</p>
            <div className={s.tableWrap} tabIndex={0} role="region" aria-labelledby="vip-levels">
              <table className={s.vipTable} data-testid="vip-table">
                <thead>
                  <tr>
                    <th scope="col">{t('vipPage.col.level')}</th>
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.deposit')}
                    </th>
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.validBet')}
                    </th>
                    {data.rebate ? (
                      <th scope="col" className={s.num}>
                        {t('vipPage.col.rebate')}
                      </th>
                    ) : null}
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.upgrade')}
                    </th>
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.birthday')}
                    </th>
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.withdrawCount')}
                    </th>
                    <th scope="col" className={s.num}>
                      {t('vipPage.col.withdrawAmount')}
                    </th>
                    <th scope="col">{t('vipPage.col.service')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.levels.map((level) => {
                    const mine = progress?.level === level.level;
                    const b = level.benefits;
                    return (
                      <tr key={level.level} aria-current={mine ? 'true' : undefined} data-level={level.level}>
                        <th scope="row">
                          <span className={s.levelCell}>
                            <LevelBadge level={level.level} />
                            <span>{level.name}</span>
                            {mine ? <span className={u.status.good}>{t('vipPage.you')}</span> : null}
                          </span>
                        </th>
                        <td className={s.num}>
                          <Amount minor={level.depositMinor} format={money} />
                        </td>
                        <td className={s.num}>
                          <Amount minor={level.validBetMinor} format={money} />
                        </td>
                        {data.rebate ? (
                          <td className={s.num}>
                            <RebateCell level={level} language={language} />
                          </td>
                        ) : null}
                        <td className={s.num}>
                          {b.upgradeBonusMinor ? <Amount minor={b.upgradeBonusMinor} format={money} /> : <span className={s.no}>—</span>}
                        </td>
                        <td className={s.num}>
                          {b.birthdayBonusMinor ? <Amount minor={b.birthdayBonusMinor} format={money} /> : <span className={s.no}>—</span>}
                        </td>
                        <td className={s.num}>{t('vipPage.perDay', { count: b.dailyWithdrawCount })}</td>
                        <td className={s.num}>
                          <Amount minor={b.dailyWithdrawMinor} format={money} />
                        </td>
                        <td>
                          {b.dedicatedHost ? <span className={s.yes}>✓ {t('vipPage.dedicated')}</span> : <span className={s.no}>{t('vipPage.standard')}</span>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </PageFrame>
  );
}
