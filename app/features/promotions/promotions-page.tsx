import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import * as u from '~/ui/centre/centre.css';
import { chip } from '~/ui/recipes.css';
import { PageFrame } from '~/ui/page-frame';
import { PromotionCard } from './promotion-card';
import { failureKey } from './promotion-notice';
import type { promotionsAction, promotionsLoader } from './promotions.server';
import * as s from './promotions.css';

/** The card a `#<id>` names once the page is on screen (CSS :target covers the first load; this covers client navigation). */
function useHashTarget() {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setHash(window.location.hash.slice(1) || null);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  useEffect(() => {
    if (!hash) return;
    const card = document.getElementById(hash);
    card?.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    card?.setAttribute('data-highlight', 'true');
    const done = window.setTimeout(() => card?.removeAttribute('data-highlight'), 4000);
    return () => window.clearTimeout(done);
  }, [hash]);
}

/** `/promotions`: the brand's promotions by category, each card with the player's status and action. */
export function PromotionsPage() {
  const data = useLoaderData<typeof promotionsLoader>();
  const result = useActionData<typeof promotionsAction>() ?? null;
  const { t } = useTranslation();
  useHashTarget();
  const viewer = { signedIn: data.signedIn, member: data.member, trial: data.trial, requestId: data.requestId, loginTo: data.loginTo };
  return (
    <PageFrame title={data.title} hero={data.banners.length ? <BannerCarousel banners={data.banners} label={t('home.bannersLabel')} /> : null}>
      <div className={s.intro}>
        <p className={u.muted}>{data.member ? t('promotions.leadMember') : t('promotions.leadGuest')}</p>
      </div>
      <nav aria-label={t('promotions.categoriesLabel')}>
        <ul className={s.tabs}>
          <li>
            <Link to="/promotions" className={chip} aria-current={data.category === null ? 'page' : undefined} preventScrollReset>
              {t('promotions.categories.all')}
              <span className={s.tabCount}>{data.total}</span>
            </Link>
          </li>
          {data.categories.map((c) => (
            <li key={c}>
              <Link to={`/promotions?category=${c}`} className={chip} aria-current={data.category === c ? 'page' : undefined} preventScrollReset>
                {t(`promotions.categories.${c}`, { defaultValue: t('promotions.categories.other_promo') })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.statusesUnavailable ? (
        <p className={u.notice.info} role="status">
          {t('promotions.statusesUnavailable')}
        </p>
      ) : null}
      {result && !result.ok && result.id === null ? (
        <p className={u.notice.error} role="alert">
          {t(failureKey(result))}
        </p>
      ) : null}
      {data.promotions.length ? (
        <ul className={s.grid} data-testid="promotion-list">
          {data.promotions.map((p, i) => (
            <PromotionCard key={p.id} promotion={p} viewer={viewer} result={result} eager={i < 3} />
          ))}
        </ul>
      ) : (
        <p className={u.empty}>{t('promotions.none')}</p>
      )}
    </PageFrame>
  );
}
