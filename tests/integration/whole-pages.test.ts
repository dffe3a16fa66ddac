import { describe, expect, it } from 'vitest';
import { httpRequest } from '../support/http';
import { useStack } from '../support/stack';

/**
 * Pages leave the server whole, with their length, never streamed in pieces: an instance that dies
 * mid-render has then sent nothing, and a load balancer can retry the GET on another instance.
 */
const env = useStack('whole-pages-');

describe('pages are sent whole', () => {
  it('a page comes with a Content-Length that matches its bytes, not in chunks', async () => {
    const res = await httpRequest(`${env.stack.siteUrl}/index`, { headers: { host: 'demo-a.localhost' } });
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  }, 30_000);
});
