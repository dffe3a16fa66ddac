import type { AppLoadContext } from '@remix-run/node';
import type { Brand } from '~/brands/load-brands.server';
import { isRouteEnabled } from '~/config/route-access';
import { getBrandConfig, getCatalogue, type BrandRemoteConfig, type Catalogue } from '~/config/site-config.server';
import type { AppLanguage } from '~/i18n/languages';
import { readPreferences, type ColourMode } from '~/utils/preferences.server';

export type Site = {
  brand: Brand;
  preview: boolean;
  config: BrandRemoteConfig;
  catalogue: Catalogue;
  language: AppLanguage;
  mode: ColourMode;
};

/**
 * Resolves the brand's site for this request once (memoised on the load context, which every
 * loader of the request shares): remote config and catalogue in parallel, language clamped to
 * what the brand offers, colour mode from the cookie.
 */
export function loadSite(context: AppLoadContext, request: Request): Promise<Site> {
  const cached = context.memo.get('site') as Promise<Site> | undefined;
  if (cached) return cached;
  const promise = context.timings.time('site', () => resolve(context, request), 'brand config');
  context.memo.set('site', promise);
  return promise;
}

async function resolve(context: AppLoadContext, request: Request): Promise<Site> {
  if (context.site.kind !== 'brand') throw new Response('Not Found', { status: 404 });
  const { brand, preview } = context.site;
  const prefs = await readPreferences(request);
  const requested = prefs.language && brand.appLanguages.includes(prefs.language) ? prefs.language : null;
  // Fetch the catalogue for the likely language while the config loads; fix it up if the config disagrees.
  const guess = requested ?? brand.defaultAppLanguage;
  const [config, guessedCatalogue] = await Promise.all([
    getBrandConfig(brand, context.timings),
    getCatalogue(brand, guess, context.timings),
  ]);
  const language = requested && config.languages.includes(requested) ? requested : config.defaultLanguage;
  const catalogue = language === guess ? guessedCatalogue : await getCatalogue(brand, language, context.timings);
  return { brand, preview, config, catalogue, language, mode: prefs.mode ?? brand.defaultMode };
}

/** For gated routes: 404 when the brand has switched the route's capability off. */
export async function requireRouteEnabled(context: AppLoadContext, request: Request): Promise<Site> {
  const site = await loadSite(context, request);
  const { pathname } = new URL(request.url);
  const enabled = isRouteEnabled(pathname, {
    features: site.config.features,
    categories: site.catalogue.categories,
    lotteryVendors: site.catalogue.lotteryVendors,
  });
  if (!enabled) throw new Response('Not Found', { status: 404 });
  return site;
}
