import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from '~/features/content/page.server';
import { qrCodeDataUrl } from '~/lib/qr-code.server';

export type AppPlatform = 'ios' | 'android';
const RESOURCE_TYPE: Record<AppPlatform, string> = { ios: 'IOS', android: 'ANDROID' };

/**
 * `/down`: the brand's iOS and Android apps from its remote config (resources IOS and ANDROID, whose
 * URLs passed the scheme allow-list when the config loaded), each with a QR code drawn on the server.
 * A CDN path becomes an absolute URL on this host, since a phone scanning the code is not on this page.
 */
export async function downloadPageLoader({ context }: LoaderFunctionArgs) {
  const [page, site] = await Promise.all([pageLoader({ context }, 'down'), context.site()]);
  const app = async (platform: AppPlatform) => {
    const resource = site.config.resources.find((r) => r.resourceType.toUpperCase() === RESOURCE_TYPE[platform] && r.url);
    if (!resource?.url) return null;
    const url = resource.url.startsWith('/') ? `${context.origin}${resource.url}` : resource.url;
    return { url, qr: await qrCodeDataUrl(url, { margin: 1 }) };
  };
  const [ios, android] = await Promise.all([app('ios'), app('android')]);
  return {
    ...page,
    iconUrl: `/brand-assets/${site.brand.id}/icon.svg`,
    siteHost: new URL(context.origin).host,
    apps: { ios, android },
  };
}
