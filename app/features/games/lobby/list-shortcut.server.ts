import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { ListType } from './query';

/**
 * `/favorite` and `/recent` (the old app's routes, still in bookmarks and app shells): the slot lobby
 * on that list, keeping any other filter (`games=FH` for fishing, a vendor) that came with the link.
 */
export function listShortcut(type: Extract<ListType, 'fav' | 'recent'>, { request }: LoaderFunctionArgs) {
  const params = new URLSearchParams(new URL(request.url).search);
  params.set('type', type);
  return redirect(`/rng?${params}`);
}
