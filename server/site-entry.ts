import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { OpenSite, Site, Visit } from '../app/entry.server';

// Types only: the server reaches the app's code through the build, never from its sources.
export type { OpenSite, Site, Visit };
export type HostMatch = Visit['host'];
export type Brand = Extract<HostMatch, { kind: 'brand' }>['brand'];
export type BusyPage = Awaited<ReturnType<OpenSite['busyPage']>>;

/** The production build `npm run build` writes. */
export const BUILD_PATH = path.resolve('build/index.js');

/** Whether a value is the `site` that app/entry.server exports (a build of another app, or of an older entry, has none). */
function isSite(value: unknown): value is Site {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'whitelabel-site';
}

/**
 * The production build and the site its entry exports: the one door between this server and the app.
 * Loading it runs nothing of the app yet (see `site.open`).
 */
export async function loadBuild(buildPath: string = BUILD_PATH): Promise<{ build: ServerBuild; site: Site }> {
  const build: ServerBuild = await import(pathToFileURL(buildPath).href);
  const entry = build.entry.module;
  if (!('site' in entry) || !isSite(entry.site)) throw new Error(`${buildPath} exports no site from its entry.server: run npm run build`);
  return { build, site: entry.site };
}
