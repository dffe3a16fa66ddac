import type { ServerResponse } from 'node:http';

/** Types Express's `res.set` gave a charset when a response named none (the `mime` package's rule: text, JavaScript, JSON). */
const TAKES_CHARSET = /^text\/|^application\/(javascript|json)/;

/**
 * A header of a rendered response set on the answer, as Express's `res.set` did: a Content-Type of text,
 * JavaScript or JSON without a charset gets `; charset=utf-8` (a route's `text/plain` goes out as
 * `text/plain; charset=utf-8`), so a browser never guesses the encoding of a response the site wrote.
 */
export function setResponseHeader(res: ServerResponse, name: string, value: string): void {
  if (name.toLowerCase() === 'content-type' && !/;\s*charset\s*=/.test(value) && TAKES_CHARSET.test(value.split(';')[0]!)) {
    res.setHeader(name, `${value}; charset=utf-8`);
  } else res.setHeader(name, value);
}
