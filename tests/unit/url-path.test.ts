import { describe, expect, it } from 'vitest';
import { pathnameOf } from '~/lib/url-path';

describe('pathnameOf', () => {
  it("reads a Request's path as new URL does: without the query or fragment, encoded as the Request made it", () => {
    const urls = [
      'http://demo-a.localhost:3000/health',
      'http://demo-a.localhost/rng?q=dragon',
      'http://a/x/y#f?z',
      'https://a.example/%E2%82%AC/./b/../c?q#h',
      'http://a',
      'http://a/p?x/y#z',
      'http://a:8080/p/q?',
      'http://a/€ space',
    ];
    for (const url of urls) {
      const href = new Request(url).url;
      expect(pathnameOf(href), href).toBe(new URL(href).pathname);
    }
  });
});
