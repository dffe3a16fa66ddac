import type { LoaderFunctionArgs } from '@remix-run/node';
import { HTML_LANG, textDirection } from '~/i18n/languages';
import { brandText } from '~/request/brands/brand-text';
import { notFound } from '~/lib/responses';
import { BRAND_PNG_ICONS, brandColours, brandPngIcons } from '~/request/brands/brand-look.server';

/**
 * `/manifest.webmanifest`: what a phone's "add to home screen" and an installed app use, per brand:
 * its name, icons and colours (from its theme in its default mode). Staging's brand list has none.
 */
export async function webAppManifestLoader({ context }: LoaderFunctionArgs) {
  if (context.host.kind !== 'brand') throw notFound();
  const { brand } = context.host;
  const language = await context.language();
  const colours = brandColours(brand, brand.defaultMode);
  const pngs = brandPngIcons(brand);
  const asset = (file: string) => `/brand-assets/${brand.id}/${file}`;
  const icons = [
    { src: asset('icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...(pngs.has('any192') ? [{ src: asset(BRAND_PNG_ICONS.any192), sizes: '192x192', type: 'image/png', purpose: 'any' }] : []),
    ...(pngs.has('any512') ? [{ src: asset(BRAND_PNG_ICONS.any512), sizes: '512x512', type: 'image/png', purpose: 'any' }] : []),
    ...(pngs.has('maskable512') ? [{ src: asset(BRAND_PNG_ICONS.maskable512), sizes: '512x512', type: 'image/png', purpose: 'maskable' }] : []),
  ];
  const manifest = {
    id: '/',
    name: brand.name,
    short_name: brand.shortName ?? brand.name,
    description: brandText(brand.description, language, brand.defaultAppLanguage) || undefined,
    lang: HTML_LANG[language],
    dir: textDirection(language),
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colours.theme,
    background_color: colours.background,
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600', Vary: 'Host, Cookie' },
  });
}
