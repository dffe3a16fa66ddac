import type { ServerBuild } from '@remix-run/node';
import { MAX_IMAGE_BYTES } from '~/lib/image-upload.server';
import type { RouteHandle } from './route-gates';
import { fullPath } from './route-paths.server';

/** Room for a form's text fields beside its images. */
const TEXT_ROOM_BYTES = 64 * 1024;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every URL Remix answers for a route's action: the page (`/member/withdraw`, with or without a trailing slash)
 * and the single-fetch data URL a hydrated form posts to (`/member/withdraw.data`; `/_root.data` for `/`).
 * Matched without regard to case, as Remix matches.
 */
function urlPattern(path: string): RegExp {
  if (!path) return /^\/(?:_root\.data)?$/i;
  const segments = path.split('/').map((segment) => {
    if (segment === '*') return '(?:/.*)?';
    if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    return `/${escape(segment)}`;
  });
  return new RegExp(`^${segments.join('')}(?:\\.data|/)?$`, 'i');
}

/**
 * The body limit of a multipart post to each URL whose route declares `handle.upload`, read from the build so
 * the allowance moves with the route: a page and its data URL share it. Answers null for every other URL.
 */
export function uploadLimits(build: Pick<ServerBuild, 'routes'>): (pathname: string) => number | null {
  const allowances: { pattern: RegExp; limit: number }[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    const upload = (route.module.handle as Partial<RouteHandle> | undefined)?.upload;
    if (!upload) continue;
    if (!Number.isInteger(upload.images) || upload.images < 1)
      throw new Error(`Route ${id} declares an upload allowance of ${upload.images} images; it must be a whole number from 1`);
    allowances.push({ pattern: urlPattern(fullPath(build.routes, id)), limit: upload.images * MAX_IMAGE_BYTES + TEXT_ROOM_BYTES });
  }
  return (pathname) => allowances.find((allowance) => allowance.pattern.test(pathname))?.limit ?? null;
}

/**
 * The time budget of an action (`actionMs`) that carries images to a route declaring `handle.upload`: one more
 * platform call's timeout (`perImageMs`) for each image it may send. Each image is a call that streams the
 * player's bytes on and waits while the platform re-encodes them, seconds on a busy machine; a flat action
 * budget spent by the first image left the second nothing. Answers `actionMs` for every other route.
 */
export function uploadBudgets(build: Pick<ServerBuild, 'routes'>, actionMs: number, perImageMs: number): (routeId: string) => number {
  const images = new Map<string, number>();
  for (const [id, route] of Object.entries(build.routes)) {
    const upload = (route?.module.handle as Partial<RouteHandle> | undefined)?.upload;
    if (upload) images.set(id, upload.images);
  }
  return (routeId) => actionMs + (images.get(routeId) ?? 0) * perImageMs;
}
