import type { MetaFunction } from '@remix-run/node';

type PageData = { title: string; brandName: string };

/** `<title>Page | Brand</title>` from a loader that returns `title` and `brandName`. */
export const pageMeta: MetaFunction = ({ data }) => {
  const page = data as PageData | undefined;
  return page ? [{ title: `${page.title} | ${page.brandName}` }] : [];
};
