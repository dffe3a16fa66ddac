import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import type { blogArticleLoader, blogListLoader } from './blog-pages.server';

/** The list's title, description, canonical address and Open Graph card. */
export const blogListMeta: MetaFunction<typeof blogListLoader> = ({ data }) => {
  if (!data) return [];
  const title = `${data.title} | ${data.brandName}`;
  return [
    { title },
    { name: 'description', content: data.description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: data.brandName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: data.description },
    { property: 'og:url', content: data.canonical },
  ];
};

/** An article's search and sharing card: title, excerpt, canonical address, Open Graph and the article's times. */
export const blogArticleMeta: MetaFunction<typeof blogArticleLoader> = ({ data }) => {
  if (!data) return [{ title: 'Not found' }];
  const a = data.article;
  const title = `${data.title} | ${data.brandName}`;
  const tags: MetaDescriptor[] = [{ title }, { tagName: 'link', rel: 'canonical', href: data.canonical }];
  if (!a) return tags;
  return [
    ...tags,
    { name: 'description', content: a.excerpt },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: data.brandName },
    { property: 'og:title', content: a.title },
    { property: 'og:description', content: a.excerpt },
    { property: 'og:url', content: data.canonical },
    ...(a.ogImage
      ? [
          { property: 'og:image', content: a.ogImage },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : [{ name: 'twitter:card', content: 'summary' }]),
    { property: 'article:published_time', content: a.published.iso },
    { property: 'article:modified_time', content: a.updatedIso },
    { property: 'article:section', content: a.category },
  ];
};
