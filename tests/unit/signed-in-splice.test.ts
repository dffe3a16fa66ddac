import { gunzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { written } from '../../server/guest-pages/page-text';
import { PiecewiseGzip } from '../../server/guest-pages/spliced-gzip';

/** Names a player may choose that every escaping has an opinion about. */
const NAMES = ['Lucky Lin', `A"b<c>&d'e\\f`, 'line\u2028sep\u2029para', 'Tiếng 简体 😀', '</script><script>alert(1)</script>'];

/** What Remix writes for a streamed chunk of the page's data (its escapeHtml over the JSON string literal). */
const scriptOf = (chunk: string) => JSON.stringify(chunk).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function streamed(value: unknown): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  const reader = encode(value).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk: unknown = next.value;
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  }
  return text;
}

describe("a player's text written into a shared page", () => {
  it.each(NAMES)('is what React writes in markup and Remix in the data script: %s', async (name) => {
    const token = 'zSpl1ce0nickname0';
    // Markup: text and attribute values, as the header renders them.
    const markup = (text: string) => renderToStaticMarkup(createElement('span', { title: text }, text));
    expect(markup(token).split(token).join(written(name, 'html'))).toBe(markup(name));
    // The data script: the viewer object in the streamed data, as the root's data goes out.
    const script = async (text: string) => scriptOf(await streamed({ viewer: { nickname: text, account: 'x' } }));
    expect((await script(token)).split(token).join(written(name, 'script'))).toBe(await script(name));
  });

  it('gzips to the page with each place holding its own piece, whatever their lengths', async () => {
    const segments = ['<p>', '</p><p>', '</p>'.repeat(5000)].map((s) => Buffer.from(s));
    const gzip = await PiecewiseGzip.of(segments);
    for (const pieces of [
      ['Lin', 'Whale'],
      ['', 'a much longer name 😀'.repeat(50)],
    ]) {
      const { chunks, length } = gzip.chunks(pieces.map((p) => Buffer.from(p)));
      const body = Buffer.concat(chunks);
      expect(body.length).toBe(length);
      expect(gunzipSync(body).toString()).toBe(`<p>${pieces[0]}</p><p>${pieces[1]}${'</p>'.repeat(5000)}`);
    }
  });
});
