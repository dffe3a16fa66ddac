import { gunzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { sharedBodyRoutes } from '../../app/request/shared-body.server';
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

describe("a shared page's gzip after a re-render", () => {
  const tile = (n: number) => `<li class="tile"><a href="/game/${n}">Game ${n}</a><button>`;
  const pieces = (n: number) => Array.from({ length: n }, (_, i) => Buffer.from(i % 2 ? 'on' : 'off'));
  const bodyOf = (gzip: PiecewiseGzip, places: number) => {
    const { chunks } = gzip.chunks(pieces(places), [0, ...pieces(places).map((_, i) => i % 2)]);
    return { chunks, text: gunzipSync(Buffer.concat(chunks)).toString() };
  };

  it('compresses only the segments that changed, and each segment against the bytes that now stand before it', async () => {
    // The second tile is the first one's text again: its stream refers back to the first, across the place.
    const first = [`<p>jackpot 100</p>${tile(1)}`, `</button>${tile(1)}`, `</button>${'<i>x</i>'.repeat(500)}`].map((s) => Buffer.from(s));
    // Each segment after a place is compressed against that place's two texts (as heartContexts gives them).
    const contextsOf = (segments: Buffer[]) => [
      [],
      ...segments.slice(0, -1).map((s) => [Buffer.concat([s, Buffer.from('off')]), Buffer.concat([s, Buffer.from('on')])]),
    ];
    const previous = await PiecewiseGzip.of(first, contextsOf(first));
    const before = bodyOf(previous, 2);
    expect(before.text).toBe(first.map((s, i) => `${s}${['off', 'on'][i] ?? ''}`).join(''));
    // The jackpot and the first tile moved: the second segment's bytes are the same, the bytes before it are not.
    const second = [Buffer.from(`<p>jackpot 1,250</p>${tile(7)}`), first[1]!, first[2]!];
    const gzip = await PiecewiseGzip.of(second, contextsOf(second), { gzip: previous, contexts: contextsOf(first) });
    const after = bodyOf(gzip, 2);
    expect(after.text).toBe(second.map((s, i) => `${s}${['off', 'on'][i] ?? ''}`).join(''));
    // The last segment and its context are as before: its stream is the one kept, not compressed again.
    const last = (chunks: Buffer[]) => chunks.at(-3);
    expect(last(after.chunks)).toBe(last(before.chunks));
    expect(after.chunks[1]).not.toBe(before.chunks[1]);
  });
});

describe('routes that share their body', () => {
  type Routes = Parameters<typeof sharedBodyRoutes>[0]['routes'];
  const route = (id: string, parentId: string | undefined, handle: object | undefined, loader = true) =>
    ({ id, parentId, path: id, module: { handle, ...(loader ? { loader: () => null } : {}) } }) as unknown as Routes[string];
  const PUBLIC = { gate: { access: 'public' } };

  it('are the public routes that declare it, below routes that read nothing or declare it too', () => {
    const routes: Routes = {
      root: route('root', undefined, PUBLIC),
      home: route('home', 'root', { ...PUBLIC, sharedBody: true }),
      layout: route('layout', 'root', PUBLIC, false),
      lobby: route('lobby', 'layout', { ...PUBLIC, sharedBody: true }),
      reading: route('reading', 'root', PUBLIC),
      under: route('under', 'reading', { ...PUBLIC, sharedBody: true }),
      plain: route('plain', 'root', PUBLIC),
    };
    expect([...sharedBodyRoutes({ routes })].sort()).toEqual(['home', 'lobby']);
  });

  it('stop the start-up when a gated route declares it', () => {
    const routes: Routes = { root: route('root', undefined, PUBLIC), centre: route('centre', 'root', { gate: { access: 'signIn' }, sharedBody: true }) };
    expect(() => sharedBodyRoutes({ routes })).toThrow(/centre declares a shared body but its gate is not public/);
  });
});
