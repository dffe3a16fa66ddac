import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { pageLoader } from './page.server';

/** A ranking page exists only while the operator publishes its banner group. */
export async function rankLoader(args: LoaderFunctionArgs, key: 'depositRank' | 'betRank') {
  const page = await pageLoader(args, key);
  if (!page.banners.length) throw notFound();
  return page;
}
