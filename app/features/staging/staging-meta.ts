import type { MetaFunction } from '@remix-run/node';

/** Staging pages: the loader's localised title, and never in a search engine's index. */
export const stagingMeta: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex' }];
};
