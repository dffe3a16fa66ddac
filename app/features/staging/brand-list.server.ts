import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform-client/errors';
import { getBrandRegistry } from '~/request/brands/registry.server';
import { getBrandConfig } from '~/request/remote-config/remote-config.server';
import { latestSheetHref } from './brand-sheet-file.server';

/** `/` is the home page's old address; on the staging root it is support staff's brand list, each brand with its platform's state. */
export async function stagingIndexLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (context.host.kind !== 'staging-index') return redirect(`/index${url.search}`);
  const stagingHost = context.host.host;
  const port = context.port ? `:${context.port}` : '';
  const { brands } = getBrandRegistry();
  const rows = await Promise.all(
    brands.map(async (brand) => {
      let status: 'normal' | 'maintenance' | 'region' | 'unreachable' = 'unreachable';
      let languages: string[] = brand.appLanguages;
      try {
        const config = await context.timings.time(`config.${brand.id}`, () => getBrandConfig(brand));
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
        draft: brand.draft,
        previewUrl: `//${brand.id}.${stagingHost}${port}/index`,
        // A draft has no live host yet: its hosts answer 404 until the mark is removed.
        liveUrl: brand.draft ? null : `//${brand.canonicalHost}${port}/index`,
        logoUrl: `/brand-assets/${brand.id}/${brand.logo}`,
        sheetUrl: latestSheetHref(brand.id),
      };
    }),
  );
  const { staff } = context;
  const t = await getFixedT(await context.language());
  return { title: t('staging.title'), brands: rows, staff: staff ? { name: staff.name, via: staff.via } : null };
}
