import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, SplicedCrc32 } from '../../server/guest-pages/crc32';
import { SplicedGzip } from '../../server/guest-pages/spliced-gzip';

const nonce = () => Buffer.from(randomBytes(16).toString('base64'), 'utf8');
const MARK = '\u0000NONCE\u0000';
/** A page written with MARK where the nonce goes, as the cache keeps it: the segments around the nonce. */
const segmentsOf = (page: string) => page.split(MARK).map((s) => Buffer.from(s, 'utf8'));
const withNonce = (page: string, piece: Buffer) => Buffer.from(page.split(MARK).join(piece.toString('utf8')), 'utf8');

/** Pages the way they end up around nonces: at either end, side by side, none at all, large, not ASCII. */
const PAGES = {
  'a real-sized page': `<!DOCTYPE html><html lang="en"><head><script nonce="${MARK}">window.__x=1</script><style nonce="${MARK}">body{}</style></head><body>${Array.from({ length: 3000 }, (_, i) => `<a href="/game/${i}" class="tile">Game ${i} · 遊戲 ${i} 🎰</a>`).join('')}<script nonce="${MARK}">${'window.__remixContext = {"state":{"loaderData":{}}};'.repeat(200)}</script></body></html>`,
  'a nonce first and last': `${MARK}<p>between</p>${MARK}`,
  'nonces side by side': `<p>${MARK}${MARK}${MARK}</p>`,
  'no nonce at all': '<p>nothing to splice</p>',
  'incompressible bytes': `${randomBytes(40_000).toString('base64')}${MARK}${randomBytes(40_000).toString('latin1')}`,
};

describe('CRC-32', () => {
  it('gives the standard check values, also when continued from a previous CRC', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
    expect(crc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    expect(crc32(Buffer.from('56789'), crc32(Buffer.from('1234')))).toBe(0xcbf43926);
  });

  it('of a message with a piece spliced into fixed places equals the CRC-32 of the whole message', () => {
    for (const page of Object.values(PAGES)) {
      const spliced = new SplicedCrc32(segmentsOf(page), 24);
      for (let i = 0; i < 5; i++) {
        const piece = nonce();
        expect(spliced.with(piece)).toBe(crc32(withNonce(page, piece)));
      }
    }
  });

  it('refuses a piece of another length than the places hold', () => {
    expect(() => new SplicedCrc32(segmentsOf(PAGES['nonces side by side']), 24).with(Buffer.from('short'))).toThrow();
  });
});

describe('spliced gzip', () => {
  for (const [name, page] of Object.entries(PAGES)) {
    it(`decompresses to exactly ${name} with each response's own nonce`, async () => {
      const gzip = await SplicedGzip.of(segmentsOf(page), 24);
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const piece = nonce();
        const body = Buffer.concat(gzip.chunks(piece));
        expect(body.length).toBe(gzip.length);
        // gunzip checks the trailer too: a wrong CRC-32 or length throws.
        expect(gunzipSync(body).equals(withNonce(page, piece))).toBe(true);
        seen.add(body.toString('base64'));
      }
      if (page.includes(MARK)) expect(seen.size).toBe(5);
    });
  }

  it('is compressed: a text page gzips to a fraction of its size', async () => {
    const page = PAGES['a real-sized page'];
    const gzip = await SplicedGzip.of(segmentsOf(page), 24);
    expect(gzip.length).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it('shares the stored segments between responses instead of copying them', async () => {
    const gzip = await SplicedGzip.of(segmentsOf(PAGES['a real-sized page']), 24);
    const [a, b] = [gzip.chunks(nonce()), gzip.chunks(nonce())];
    const largest = (chunks: Buffer[]) => chunks.reduce((x, y) => (y.length > x.length ? y : x));
    expect(largest(a)).toBe(largest(b));
  });
});
