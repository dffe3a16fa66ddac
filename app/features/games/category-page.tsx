import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { PageFrame } from '~/ui/page-frame';
import type { BannerView } from '~/features/content/views';
import { useImageCdn } from '~/request/image-cdn';
import * as freePlay from './free-play.css';
import { PvpRooms } from './pvp-rooms';
import type { RoomsSection } from './pvp-rooms.server';
import { VendorLink } from './vendor-link';
import type { VendorGamesProps } from './vendor-games-modal-name';
import * as s from './category-page.css';

type CategoryData = {
  title: string;
  brandName: string;
  banners: BannerView[];
  vendors: { code: string; name: string; icon: string | null; isHot: boolean; realMoneyOnly: boolean; href: string; popup: VendorGamesProps | null }[];
  /** PVP only: the vendors' tables (null where no vendor seats players in rooms). */
  rooms?: RoomsSection | null;
};

/** A category's vendors as cards; each opens its lobby, its game list or the lottery. */
export function CategoryPage() {
  const { title, banners, vendors, rooms } = useLoaderData<CategoryData>();
  const { t } = useTranslation();
  const image = useImageCdn();
  return (
    <PageFrame title={title} hero={banners.length ? <BannerCarousel banners={banners} label={t('home.bannersLabel')} /> : null}>
      <ul className={s.grid} data-testid="vendor-cards">
        {vendors.map((vendor, i) => (
          <li key={vendor.code}>
            <VendorLink
              href={vendor.href}
              popup={vendor.popup}
              className={s.card}
              prefetch={vendor.href.startsWith('/rng') && !vendor.popup ? 'intent' : 'none'}
            >
              {vendor.icon ? (
                <img src={image(vendor.icon) ?? undefined} alt="" className={s.art} width={320} height={160} loading={i < 8 ? 'eager' : 'lazy'} />
              ) : null}
              {vendor.isHot ? <span className={s.hot}>{t('home.hotBadge')}</span> : null}
              <span className={s.name}>{vendor.name}</span>
              {vendor.realMoneyOnly ? (
                <span className={freePlay.realOnly} data-testid="real-money-only">
                  <svg viewBox="0 0 24 24" width={12} height={12} aria-hidden="true" focusable="false">
                    <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinejoin="round" />
                  </svg>
                  {t('games.freePlay.realMoneyOnly')}
                </span>
              ) : (
                <span className={s.play}>
                  {t('games.playNow')}{' '}
                  <span data-arrow aria-hidden="true">
                    →
                  </span>
                </span>
              )}
            </VendorLink>
          </li>
        ))}
      </ul>
      {rooms ? <PvpRooms rooms={rooms} /> : null}
    </PageFrame>
  );
}
