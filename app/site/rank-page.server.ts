import type { LoaderFunctionArgs } from '@remix-run/node';
import { pageLoader } from './page-route.server';

/** A ranking page exists only while the operator publishes its banner group. */
export async function rankLoader(args: LoaderFunctionArgs, key: 'depositRank' | 'betRank') {
  const page = await pageLoader(args, key);
  if (!page.banners.length) throw new Response('Not Found', { status: 404 });
  return page;
}
