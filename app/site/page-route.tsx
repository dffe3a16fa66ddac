import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from '~/components/home/banner-carousel';
import { PageFrame } from '~/components/page-frame';
import type { BannerView } from '~/content/views';

type PageData = { title: string; brandName: string; banners?: BannerView[] };

export const pageMeta: MetaFunction = ({ data }) => {
  const page = data as PageData | undefined;
  return page ? [{ title: `${page.title} | ${page.brandName}` }] : [];
};

/** The body of a route whose content later work fills in: its banner carousel and title in the layout. */
export function TitledPage() {
  const { title, banners } = useLoaderData<PageData>();
  const { t } = useTranslation();
  return <PageFrame title={title} hero={banners?.length ? <BannerCarousel banners={banners} label={t('home.bannersLabel')} /> : null} />;
}
