import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { PageFrame } from '~/ui/page-frame';
import type { BannerView } from '~/features/content/views';

type PageData = { title: string; brandName: string; banners?: BannerView[] };

/** The body of a route whose content later work fills in: its banner carousel and title in the layout. */
export function TitledPage() {
  const { title, banners } = useLoaderData<PageData>();
  const { t } = useTranslation();
  return <PageFrame title={title} hero={banners?.length ? <BannerCarousel banners={banners} label={t('home.bannersLabel')} /> : null} />;
}
