import sanitizeHtml from 'sanitize-html';

/** A link target that means the same on every page: an absolute http(s) or mailto URL, or a path of the site. */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;
/** An image the operator's HTML can mean wherever it is shown: an absolute http(s) URL (a bare "x" resolves against our page). */
const IMAGE = /^https?:\/\//i;

/**
 * Operator HTML (announcements, help) is shown inside our pages, so it is cleaned on the server with a
 * short allow-list: no scripts, frames, styles or event handlers, and only http(s)/mailto links. A link left
 * without a usable target becomes its text, and an image without an absolute address is dropped, so a
 * cleaned notice shows no dead link and no broken image.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) =>
      LINK.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName: 'span', attribs: {} },
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE.test(frame.attribs.src ?? ''),
};
// simpleTransform adds attributes the allow-list would strip again; these are ours, not the operator's.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
};

export function sanitizeOperatorHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
