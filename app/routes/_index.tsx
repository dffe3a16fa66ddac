import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StagingBrandList } from '~/components/staging-brand-list';
import { getBrandRegistry } from '~/brands/registry.server';
import { getBrandConfig } from '~/config/site-config.server';
import { isPlatformError } from '~/platform/errors';

/** `/` is the home page's old address; on the staging root it is support staff's brand list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (context.site.kind !== 'staging-index') return redirect(`/index${url.search}`);
  const port = context.port ? `:${context.port}` : '';
  const { brands } = getBrandRegistry();
  const rows = await Promise.all(
    brands.map(async (brand) => {
      let status: 'normal' | 'maintenance' | 'region' | 'unreachable' = 'unreachable';
      let languages: string[] = brand.appLanguages;
      try {
        const config = await getBrandConfig(brand, context.timings);
        status = config.state === 1 ? 'maintenance' : config.state === 2 ? 'region' : 'normal';
        languages = config.languages;
      } catch (error) {
        if (!isPlatformError(error)) throw error;
      }
      return {
        id: brand.id,
        name: brand.name,
        merchantCode: brand.merchantCode,
        theme: brand.theme,
        hosts: brand.hosts,
        canonicalHost: brand.canonicalHost,
        languages,
        status,
        previewUrl: `//${brand.id}.${context.site.host}${port}/index`,
        liveUrl: `//${brand.canonicalHost}${port}/index`,
        logoUrl: `/brand-assets/${brand.id}/${brand.logo}`,
      };
    }),
  );
  return { brands: rows };
}

export const meta: MetaFunction = () => [{ title: 'Staging · brands' }, { name: 'robots', content: 'noindex' }];

export default function StagingIndex() {
  const { brands } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <StagingBrandList brands={brands} title={t('staging.title')} />;
}
