import { platformUrlFor } from './brands/registry.server';
import type { Site } from './site.server';

/**
 * Where a brand's pages may show images and game frames from: the brand's platform, its image and launch CDNs (both
 * from the remote config) and the sources its brand file adds (operator artwork, game providers' hosts). The page's
 * Content-Security-Policy lists exactly these, and a game whose launch URL is elsewhere is not opened.
 */
export type ContentSources = { images: readonly string[]; frames: readonly string[]; captcha: readonly string[] };

/**
 * Geetest 3's hosts, allowed while the brand has Geetest on (GEETEST3): its loader script, its API (answers
 * come back as scripts) and its pictures and styles. A platform that serves its own demo challenge needs none.
 */
export const GEETEST_ORIGINS = ['https://static.geetest.com', 'https://api.geetest.com', 'https://monitor.geetest.com'] as const;

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

const originsOf = (urls: readonly string[]) => urls.map(originOf).filter((o): o is string => o !== null);

// Worked out once per remote config (a new config is a new object), asked on every page.
const known = new WeakMap<Site['config'], ContentSources>();

export function contentSources(site: Pick<Site, 'brand' | 'config'>): ContentSources {
  let sources = known.get(site.config);
  if (!sources) {
    const platform = originsOf([platformUrlFor(site.brand)]);
    const launch = originsOf(site.config.launchGameCDNs);
    sources = {
      images: [...new Set([...platform, ...originsOf(site.config.imageCDNs), ...launch, ...site.brand.contentSources.images])],
      frames: [...new Set([...platform, ...launch, ...site.brand.contentSources.games])],
      captcha: site.config.features.geetest ? GEETEST_ORIGINS : [],
    };
    known.set(site.config, sources);
  }
  return sources;
}

/** Whether `url` matches a source: the same origin, or for `https://*.example.com` any sub-domain of it over https. */
export function sourceAllows(sources: readonly string[], url: string): boolean {
  const origin = originOf(url);
  if (!origin) return false;
  const { protocol, host } = new URL(origin);
  return sources.some((source) => {
    if (!source.startsWith('https://*.')) return source === origin;
    // ".example.com" (with its port, if any): a sub-domain ends with it and is longer than it.
    const suffix = source.slice('https://*'.length);
    return protocol === 'https:' && host.endsWith(suffix) && host.length > suffix.length;
  });
}
