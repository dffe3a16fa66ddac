import type { RequestHandler } from 'express';

/** What no page of the site uses: a browser refuses these features to the page and to anything it frames. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), midi=(), payment=(), interest-cohort=()';

/**
 * Headers every response carries, from static files and health checks to the unknown-host 404, in the
 * order they are written. HTML documents replace the default Content-Security-Policy with their own,
 * nonce-based one.
 */
export function securityHeaderList(options: { hsts: boolean }): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    // Anything that is not a page (images, JSON, scripts, SVG logos) may not run or load anything itself.
    ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'"],
  ];
  if (options.hsts) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** The headers of securityHeaderList on every response that goes through Express. */
export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  const headers = securityHeaderList(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
