import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { requireRealAccount, sessionEndedRedirect } from '~/accounts/guards.server';
import { LOTTERY_VENDORS } from '~/config/categories';
import { LaunchFailurePanel } from '~/games/launch-failure';
import { useLotteryFavourites } from '~/games/lottery-favourites';
import { launchLottery, lotteryMenus, type LotteryGroup } from '~/games/lottery.server';
import * as s from '~/games/lottery-page.css';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { requireRouteEnabled } from '~/site/site.server';
import { pageMeta } from '~/site/page-route';

const QuerySchema = v.object({
  vendor: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
  gameCode: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
  playType: v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,30}$/))),
});

/** `/lottery?vendor=&gameCode=&playType=`: the lottery lobby or one game's betting view, for real accounts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  const url = new URL(request.url);
  const parsed = v.safeParse(QuerySchema, { vendor: url.searchParams.get('vendor'), gameCode: url.searchParams.get('gameCode'), playType: url.searchParams.get('playType') });
  if (!parsed.success) throw redirect('/lottery');
  const signIn = await requireRealAccount(site, request);
  const { gameCode } = parsed.output;
  const offered = site.catalogue.lotteryVendors;
  const vendor = parsed.output.vendor && (LOTTERY_VENDORS as readonly string[]).includes(parsed.output.vendor) && offered.includes(parsed.output.vendor) ? parsed.output.vendor : (offered[0] ?? 'LOTT');
  const t = await getFixedT(site.language);
  try {
    const [groups, launch] = await Promise.all([
      lotteryMenus(site, context).catch((error) => {
        if (isPlatformError(error) && error.kind !== 'session') return [] as LotteryGroup[];
        throw error;
      }),
      launchLottery(site, context, signIn.token, { vendor, gameCode, backUrl: url.toString() }),
    ]);
    return {
      title: t('routes.lottery'),
      brandName: site.brand.name,
      brandId: site.brand.id,
      account: signIn.profile.account,
      groups,
      selected: gameCode,
      vendor,
      url: launch.ok ? launch.url : null,
      failure: launch.ok ? null : launch.failure,
    };
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'session') throw error;
    throw await sessionEndedRedirect(signIn.session, url.pathname + url.search);
  }
}

/** The floating rail would sit over the game's own controls at the frame's right edge. */
export const handle = { hideSideBar: true };

export const meta = pageMeta;

export default function LotteryPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { favourites, toggle } = useLotteryFavourites(data.brandId, data.account);
  const all = data.groups.flatMap((g) => g.games);
  const starred = all.filter((g) => favourites.includes(g.code));
  const gameRow = (game: LotteryGroup['games'][number], prefix: string) => (
    <li key={`${prefix}-${game.code}`} className={s.row}>
      <Link to={`/lottery?vendor=${encodeURIComponent(game.vendor || data.vendor)}&gameCode=${encodeURIComponent(game.code)}`} className={s.game} aria-current={game.code === data.selected ? 'page' : undefined}>
        {game.name}
        {game.drawTime ? <span className={s.drawTime}>{t('lottery.drawAt', { time: game.drawTime })}</span> : null}
      </Link>
      <button type="button" className={s.star} aria-pressed={favourites.includes(game.code)} aria-label={t('lottery.favourite', { game: game.name })} onClick={() => toggle(game.code)}>
        ★
      </button>
    </li>
  );
  return (
    <main id="main" className={s.layout}>
      <nav className={s.side} aria-label={t('lottery.games')}>
        <h2 className={s.groupTitle}>{t('lottery.favourites')}</h2>
        {starred.length ? <ul className={s.list} data-testid="lottery-favourites">{starred.map((g) => gameRow(g, 'fav'))}</ul> : <p className={s.drawTime}>{t('lottery.noFavourites')}</p>}
        <Link to={`/lottery?vendor=${encodeURIComponent(data.vendor)}`} className={s.game} aria-current={data.selected ? undefined : 'page'}>{t('lottery.lobby')}</Link>
        {data.groups.map((group) => (
          <section key={group.code}>
            <h2 className={s.groupTitle}>{group.name}</h2>
            <ul className={s.list}>{group.games.map((g) => gameRow(g, group.code))}</ul>
          </section>
        ))}
      </nav>
      <div className={s.stage}>
        {data.url ? <iframe src={data.url} title={data.title} className={s.frame} data-testid="lottery-frame" /> : data.failure ? <LaunchFailurePanel failure={data.failure} /> : null}
      </div>
    </main>
  );
}
