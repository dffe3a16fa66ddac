import type { Brand } from './brands/load-brands.server';
import { imageCdnCookiePair, pickImageCdn } from './image-cdn.server';
import { cachedBrandConfig } from './remote-config/remote-config.server';

/**
 * The image CDN of a guest whose page may come from the shared page cache, decided before the page
 * is looked up: the kept choice, or a new random one with its cookie, exactly as the root loader
 * would decide. The page is then rendered (or found) for a visitor who already holds that choice, so
 * it carries no Set-Cookie and any visitor with the same choice may share it; the new visitor's
 * cookie is added to their response alone. Null when the brand has no usable CDN; throws before the
 * brand's first config.
 */
export async function assignImageCdn(brand: Brand, cookieHeader: string | null): Promise<{ pair: string; setCookie: string | null } | null> {
  // Never a fetch here: before the brand's first config the request goes past the cache and waits for
  // it within its own time budget, as any page does.
  const config = cachedBrandConfig(brand);
  if (!config) throw new Error(`${brand.id}: no config yet`);
  const picked = await pickImageCdn(cookieHeader, config.imageCDNs);
  if (!picked) return null;
  return { pair: await imageCdnCookiePair(picked.index), setCookie: picked.setCookie };
}

export { onBrandContentChange, refreshBrandContent, touchBrandContent } from './remote-config/remote-config.server';
