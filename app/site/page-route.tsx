import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageFrame } from '~/components/page-frame';

type PageData = { title: string; brandName: string };

export const pageMeta: MetaFunction = ({ data }) => {
  const page = data as PageData | undefined;
  return page ? [{ title: `${page.title} | ${page.brandName}` }] : [];
};

/** The body of a route whose content later work fills in: its title in the layout. */
export function TitledPage() {
  const { title } = useLoaderData<PageData>();
  return <PageFrame title={title} />;
}
