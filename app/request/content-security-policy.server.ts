import type { AppLoadContext } from '@remix-run/node';
import { loadsTag, TAG_CONNECT_ORIGINS, TAG_SCRIPT_ORIGIN } from './analytics';
import { analyticsFor } from './analytics.server';
import { contentSources } from './content-sources.server';

/**
 * The page's Content-Security-Policy: scripts and inline styles only with this response's nonce, images and
 * game frames from the site and the brand's content sources only (its platform, CDNs and the hosts its brand
 * file lists), forms and connections to the site only, and framing only by the site itself and the origins the
 * brand file lists. A page that loads the brand's Google tag (decided per request: tag id, consent) also allows
 * exactly the tag's hosts; any other page does not. A brand with Geetest on allows Geetest's hosts (its script,
 * API, pictures and styles).
 */
export async function contentSecurityPolicy(context: AppLoadContext, request: Request): Promise<{ policy: string; framedBySelfOnly: boolean }> {
  let images: readonly string[] = [];
  let frames: readonly string[] = [];
  let captcha: readonly string[] = [];
  let ancestors: string[] = [];
  let tag = false;
  if (context.host.kind === 'brand') {
    ancestors = context.host.brand.frameAncestors;
    try {
      const site = await context.site();
      ({ images, frames, captcha } = contentSources(site));
      tag = loadsTag(await analyticsFor(site, request));
    } catch {
      // No config (the brand's unavailable screen): the site's own origin is all that page needs.
    }
  }
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", `'nonce-${context.nonce}'`, ...(tag ? [TAG_SCRIPT_ORIGIN] : []), ...captcha].join(' ')}`,
    `style-src ${["'self'", `'nonce-${context.nonce}'`, ...captcha].join(' ')}`,
    // React writes a few style attributes (sizes, positions); attributes cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    // The tag's measurement beacons may be images.
    `img-src ${["'self'", ...images, ...(tag ? TAG_CONNECT_ORIGINS : []), ...captcha, 'data:'].join(' ')}`,
    `frame-src ${["'self'", ...frames].join(' ')}`,
    `connect-src ${["'self'", ...(tag ? TAG_CONNECT_ORIGINS : []), ...captcha].join(' ')}`,
    "font-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ];
  return { policy: directives.join('; '), framedBySelfOnly: ancestors.length === 0 };
}
