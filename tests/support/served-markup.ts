import { httpRequest } from './http';
import { attributeOf, unescapeHtml } from './served-html';

/**
 * Reading a served page as a browser without JavaScript shows it, for integration tests that ask the site over
 * HTTP what an e2e spec used to read in a browser. Regular expressions over React's output (no nesting of the
 * same tag inside the element looked for): enough for the test ids and forms they look for.
 */

/** A GET of `pathname` on the brand `host` (the Host picks the brand), with the player's cookie. */
export const getPage = (siteUrl: string, host: string, pathname: string, cookie?: string) =>
  httpRequest(`${siteUrl}${pathname}`, { headers: { host, ...(cookie ? { cookie } : {}) } });

/** The page's text as a browser shows it (React's escapes undone). */
export const shown = unescapeHtml;

/** The opening tags carrying `data-testid="id"`, in document order. */
export const tagsOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+\\b[^>]*\\sdata-testid="${id}"[^>]*>`, 'g')) ?? [];

/** The markup of the first `<tag …>…</tag>` whose opening tag matches `open` (a regular expression source). */
export const elementOf = (html: string, tag: string, open: string) => new RegExp(`<(${tag})\\b[^>]*${open}[^>]*>[\\s\\S]*?</\\1>`).exec(html)?.[0] ?? '';

/** The text of a piece of markup as shown, its tags dropped. */
export const textOf = (markup: string) => shown(markup.replace(/<[^>]+>/g, ''));

/** The text of the first element with that test id (any tag), as shown; undefined when there is none. */
export const testIdText = (html: string, id: string) => {
  const element = elementOf(html, '[a-z]+', `\\sdata-testid="${id}"`);
  return element ? textOf(element) : undefined;
};

export { attributeOf };

/** The value of a form's hidden (or any) input called `name`. */
export const inputValue = (form: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1];
