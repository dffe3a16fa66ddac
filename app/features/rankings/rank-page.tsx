import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { Medal } from '~/features/home/home-icons';
import { Amount } from '~/ui/centre/money';
import * as u from '~/ui/centre/centre.css';
import { Icon } from '~/ui/icons';
import { PageFrame } from '~/ui/page-frame';
import { SectionUnavailable } from '~/ui/section-unavailable';
import * as s from './boards.css';
import type { rankLoader } from './rank-page.server';
import { ScrollRegion } from '~/ui/scroll-region';
import { loginHref } from '~/lib/login-href';

type Board = NonNullable<Awaited<ReturnType<typeof rankLoader>>['board']>;

function Podium({ board }: { board: Board }) {
  const { t } = useTranslation();
  return (
    <ol className={s.podium} data-testid="rank-podium">
      {board.list.slice(0, 3).map((e) => (
        <li key={e.rank} className={`${s.podiumCard}${e.isMe ? ` ${s.meRow}` : ''}`} data-place={e.rank}>
          <span className={s.medal[e.rank as 1 | 2 | 3]}>
            <Medal place={(e.rank - 1) as 0 | 1 | 2} />
          </span>
          <span className={s.podiumName}>
            {e.name}
            {e.isMe ? <span className={`${u.status.good} ${s.youPill}`}>{t('rankings.you')}</span> : null}
          </span>
          <span className={s.podiumAmount}>
            <Amount minor={e.amountMinor} format={board.money} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The top-20 deposit and valid-bet boards of the month, with the signed-in player's own place. */
export function RankPage() {
  const data = useLoaderData<typeof rankLoader>();
  const { t } = useTranslation();
  const { board } = data;
  const amountLabel = data.kind === 'depositRank' ? t('rankings.col.deposit') : t('rankings.col.validBet');
  return (
    <PageFrame title={data.title} hero={<BannerCarousel banners={data.banners} label={data.title} />}>
      {!board ? (
        <SectionUnavailable testId="rank-unavailable" />
      ) : (
        <div className={s.stack}>
          <div className={s.periodBar}>
            <span className={s.periodChip} data-testid="rank-period">
              <Icon name="clock" size={16} />
              {t('rankings.period', { month: board.period.month, range: board.period.range })}
            </span>
            <span className={u.muted}>{t('rankings.resets', { at: board.period.endsAt })}</span>
          </div>
          {board.me ? (
            <div className={s.meCard} data-testid="rank-me">
              <span>{t('rankings.yourPlace')}</span>
              <span className={s.meValue}>#{board.me.rank}</span>
              <span className={s.meValue}>
                <Amount minor={board.me.amountMinor} format={board.money} />
              </span>
            </div>
          ) : data.signedIn ? (
            <p className={u.notice.info}>{t(data.kind === 'depositRank' ? 'rankings.notRankedDeposit' : 'rankings.notRankedBet')}</p>
          ) : (
            <p className={u.notice.info}>
              <Link to={loginHref(data.kind === 'depositRank' ? '/deposit-rank' : '/bet-rank')}>{t('rankings.loginForPlace')}</Link>
            </p>
          )}
          {board.list.length === 0 ? (
            <p className={u.empty}>{t('rankings.empty')}</p>
          ) : (
            <>
              <Podium board={board} />
              <ScrollRegion className={u.tableWrap}>
                <table className={u.table} data-testid="rank-table">
                  <caption className={s.srOnly}>{t('rankings.caption', { board: data.title, month: board.period.month })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('rankings.col.rank')}</th>
                      <th scope="col">{t('rankings.col.player')}</th>
                      <th scope="col" className={u.num}>
                        {amountLabel}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {board.list.map((e) => (
                      <tr key={e.rank} className={e.isMe ? s.meRow : undefined} aria-current={e.isMe ? 'true' : undefined} data-testid="rank-row">
                        <td>
                          <span className={s.rankNo}>{e.rank}</span>
                        </td>
                        <td>
                          {e.name}
                          {e.isMe ? <span className={`${u.status.good} ${s.youPill}`}>{t('rankings.you')}</span> : null}
                        </td>
                        <td className={u.num}>
                          <strong>
                            <Amount minor={e.amountMinor} format={board.money} />
                          </strong>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </>
          )}
          <nav className={s.links} aria-label={t('rankings.more')}>
            {data.otherBoard ? (
              <Link to={data.otherBoard === 'betRank' ? '/bet-rank' : '/deposit-rank'} className={s.tab}>
                {t(`routes.${data.otherBoard}`)}
              </Link>
            ) : null}
            <Link to="/leaderboard" className={s.tab}>
              {t('rankings.leaderboardTitle')}
            </Link>
            <Link to="/winners" className={s.tab}>
              {t('rankings.winnersTitle')}
            </Link>
          </nav>
        </div>
      )}
    </PageFrame>
  );
}
