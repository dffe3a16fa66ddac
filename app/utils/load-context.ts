import type { SiteResolution } from '~/brands/resolve-site';
import type { Timings } from './timing.server';

/** What the HTTP server resolves once per request and hands to every loader and action. */
export type SiteLoadContext = {
  site: Exclude<SiteResolution, { kind: 'redirect' } | { kind: 'unknown' }>;
  clientIp: string | null;
  /** The port the visitor used, to build links between hosts in local and staging runs. */
  port: string | null;
  timings: Timings;
  /** Filled on first use by loadSite: one resolution per request, shared by all loaders. */
  memo: Map<string, unknown>;
};

declare module '@remix-run/node' {
  interface AppLoadContext extends SiteLoadContext {}
}
