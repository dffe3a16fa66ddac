import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { PageFrame } from '~/ui/page-frame';
import { DetailsTab } from './details-tab';
import { ExchangeTab } from './exchange-tab';
import { HistoryTab } from './history-tab';
import { ItemGrid } from './item-grid';
import { MALL_TABS, type MallTab } from './point-mall-types';
import { PointsHero } from './points-hero';
import { RulesTab } from './rules-tab';
import { usePointMall } from './use-point-mall';
import * as s from './point-mall.css';

/** Tabs a guest or a trial account sees: the items, the exchange table and the rules. */
const PUBLIC_TABS: readonly MallTab[] = ['redeem', 'exchange', 'rules'];

/** `/pointMall`: the points band, the tabs, and the chosen tab. */
export function PointMallPage() {
  const { t } = useTranslation();
  const data = usePointMall();
  const tabs = data.viewer === 'member' ? MALL_TABS : PUBLIC_TABS;
  const tab = tabs.includes(data.tab) ? data.tab : 'redeem';
  return (
    <PageFrame title={data.title} hero={data.banners.length ? <BannerCarousel banners={data.banners} label={t('home.bannersLabel')} /> : null}>
      <div className={s.layout}>
        <PointsHero />
        <nav className={s.tabs} aria-label={t('pointMall.tabs.label')}>
          {tabs.map((key) => (
            <Link key={key} to={`?tab=${key}`} className={s.tab} aria-current={key === tab ? 'page' : undefined} preventScrollReset data-testid={`tab-${key}`}>
              {t(`pointMall.tabs.${key}`)}
            </Link>
          ))}
        </nav>
        {tab === 'redeem' ? <ItemGrid /> : null}
        {tab === 'history' ? <HistoryTab /> : null}
        {tab === 'details' ? <DetailsTab /> : null}
        {tab === 'exchange' ? <ExchangeTab /> : null}
        {tab === 'rules' ? <RulesTab /> : null}
      </div>
    </PageFrame>
  );
}
