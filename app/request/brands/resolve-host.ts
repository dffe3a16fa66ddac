import type { Brand } from './load-brands.server';

export type HostResolution =
  | { kind: 'brand'; brand: Brand; host: string; preview: boolean }
  | { kind: 'redirect'; brand: Brand; host: string; location: string; temporary?: boolean }
  | { kind: 'staging-index'; host: string }
  | { kind: 'unknown'; host: string };

/** Lower-case, no port, no trailing dot; `[::1]:3000` → `::1`. Empty for a missing or absurd header. */
export function normaliseHost(raw: string | null | undefined): string {
  if (!raw) return '';
  let host = raw.split(',')[0]!.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  else host = host.replace(/:\d*$/, '');
  host = host.replace(/\.$/, '');
  return /^[a-z0-9.:-]{1,253}$/.test(host) ? host : '';
}

/** Brands by their live hosts (drafts have none yet: their hosts are nobody's) and by id (staging previews, drafts too). */
export type HostIndex = { byHost: Map<string, Brand>; byId: Map<string, Brand> };

export function indexBrands(brands: Brand[]): HostIndex {
  const byHost = new Map<string, Brand>();
  const byId = new Map<string, Brand>();
  for (const brand of brands) {
    byId.set(brand.id, brand);
    if (brand.draft) continue;
    for (const host of brand.hosts) byHost.set(host, brand);
  }
  return { byHost, byId };
}

/**
 * An affiliate's own address, `<code>.<canonical host>`: 4 to 20 letters and digits with at least one digit
 * (so words like `www`, `shop` or `help` never read as codes), only under a brand's canonical host and only
 * for brands whose file allows it. Answers the code as it travels in `?affiliateCode=`, or null.
 */
export function affiliateCodeOfHost(host: string, index: HostIndex): { brand: Brand; code: string } | null {
  const dot = host.indexOf('.');
  if (dot <= 0) return null;
  const label = host.slice(0, dot);
  const brand = index.byHost.get(host.slice(dot + 1));
  if (!brand || !brand.affiliateSubdomains || host.slice(dot + 1) !== brand.canonicalHost) return null;
  if (!/^[a-z0-9]{4,20}$/.test(label) || !/\d/.test(label)) return null;
  return { brand, code: label.toUpperCase() };
}

/** `pathAndQuery` with `affiliateCode` set, unless the link already names one (the more specific wins). */
function withAffiliateCode(pathAndQuery: string, code: string): string {
  const url = new URL(pathAndQuery, 'http://site.invalid');
  if (!url.searchParams.get('affiliateCode')) url.searchParams.set('affiliateCode', code);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Picks the brand for a request from its Host (or X-Forwarded-Host behind a trusted proxy).
 * Unknown hosts resolve to nothing, never to a default brand.
 */
export function resolveHost(
  input: { host: string | null; forwardedHost?: string | null; pathAndQuery: string },
  options: { index: HostIndex; trustProxy: boolean; stagingDomain: string | null },
): HostResolution {
  const host = normaliseHost(options.trustProxy && input.forwardedHost ? input.forwardedHost : input.host);
  const { stagingDomain, index } = options;
  // Staging exists only where a deployment names its domain.
  if (stagingDomain && host && host === stagingDomain) return { kind: 'staging-index', host };
  if (stagingDomain && host.endsWith(`.${stagingDomain}`)) {
    const id = host.slice(0, -(stagingDomain.length + 1));
    const brand = index.byId.get(id);
    return brand ? { kind: 'brand', brand, host, preview: true } : { kind: 'unknown', host };
  }
  const brand = index.byHost.get(host);
  if (!brand) {
    // An affiliate sub-domain goes to the brand's one address with its code in the link; temporary, as codes come and go.
    const affiliate = affiliateCodeOfHost(host, index);
    if (!affiliate) return { kind: 'unknown', host };
    const location = `//${affiliate.brand.canonicalHost}${withAffiliateCode(input.pathAndQuery, affiliate.code)}`;
    return { kind: 'redirect', brand: affiliate.brand, host, location, temporary: true };
  }
  if (host !== brand.canonicalHost) {
    return { kind: 'redirect', brand, host, location: `//${brand.canonicalHost}${input.pathAndQuery}` };
  }
  return { kind: 'brand', brand, host, preview: false };
}
