/** A DNS host name: letters, digits and hyphens in dot-separated labels (no scheme, port, path or user info). */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** At most this many addresses: a footer row, not a directory. */
const MIRRORS_SHOWN = 5;

/**
 * The brand's official addresses from the platform's domain list (`domainRoute`), fastest first. Entries
 * are `{ domainName, speed }` (or bare strings); anything that is not a plain host name is dropped, so
 * an operator's typo or a crafted entry can never become a `javascript:` or foreign-path link.
 */
export function mirrorHosts(domainRoute: readonly unknown[]): string[] {
  const entries = domainRoute.flatMap((entry, index) => {
    const raw =
      typeof entry === 'string' ? entry : entry && typeof entry === 'object' && 'domainName' in entry ? (entry as { domainName: unknown }).domainName : null;
    const speed =
      entry && typeof entry === 'object' && 'speed' in entry && typeof (entry as { speed: unknown }).speed === 'number'
        ? (entry as { speed: number }).speed
        : Number.MAX_SAFE_INTEGER;
    if (typeof raw !== 'string') return [];
    const host = raw.trim().toLowerCase();
    return HOST_NAME.test(host) ? [{ host, speed, index }] : [];
  });
  entries.sort((a, b) => a.speed - b.speed || a.index - b.index);
  return [...new Set(entries.map((e) => e.host))].slice(0, MIRRORS_SHOWN);
}

/** Links to the other official addresses, with the scheme and port the visitor used (so local and staging runs link within themselves). */
export function mirrorLinks(hosts: readonly string[], current: { host: string; origin: string }): { host: string; href: string }[] {
  const origin = new URL(current.origin);
  return hosts
    .filter((host) => host !== current.host.toLowerCase())
    .map((host) => ({ host, href: `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}/` }));
}
