/**
 * The path of a `Request`'s URL, as `new URL(url).pathname` reads it, without parsing it again: the `Request` made
 * the URL whole and normal, so its path runs from the first `/` after the host to the query or fragment.
 */
export function pathnameOf(href: string): string {
  const start = href.indexOf('/', href.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = href.indexOf('?', start);
  const fragment = href.indexOf('#', start);
  const end = query === -1 ? fragment : fragment === -1 ? query : Math.min(query, fragment);
  return end === -1 ? href.slice(start) : href.slice(start, end);
}
