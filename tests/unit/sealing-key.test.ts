import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateKeyPair, openEnvelope, type RsaKeyPairHex } from '@whitelabel/reference-platform/crypto/envelope';
import { createPlatformClient } from '~/platform-client/client.server';

/** A platform whose RSA key answers slowly and can change: what the site sees of a key rotation on a slow day. */
let keyPair: RsaKeyPairHex = generateKeyPair(512);
const events: string[] = [];
const server = http.createServer((req, res) => {
  const path = new URL(req.url!, 'http://x').pathname;
  if (path === '/wps/session/key/rsa') {
    events.push('key asked');
    const modulus = keyPair.n;
    setTimeout(() => {
      events.push('key answered');
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(modulus);
    }, 400);
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    events.push('login');
    try {
      const payload = openEnvelope({ encryption: req.headers.encryption, body: JSON.parse(Buffer.concat(chunks).toString()) }, keyPair) as { username: string };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, value: { token: `t-${payload.username}` } }));
    } catch {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: false, errorCode: 'request_body_required', message: 'request_body_invalid' }));
    }
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => vi.useRealTimers());

const login = (username: string) =>
  createPlatformClient({ baseUrl, merchant: 'demoa01', language: 'EN', timeoutMs: 5_000 }).call('login', v.object({ token: v.string() }), {
    body: { username, password: 'x' },
  });
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

describe('the RSA key of encrypted calls', () => {
  it('is fetched once, then kept: a login within its fresh time is one round trip', async () => {
    events.length = 0;
    expect(await login('a')).toEqual({ token: 't-a' });
    expect(await login('b')).toEqual({ token: 't-b' });
    expect(events).toEqual(['key asked', 'key answered', 'login', 'login']);
  });

  it('past its fresh time still seals at once while a new one is fetched behind the call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(11);
    events.length = 0;
    expect(await login('c')).toEqual({ token: 't-c' });
    // The login did not wait for the key's (slow) answer.
    expect(events.indexOf('login')).toBeLessThan(events.indexOf('key answered') === -1 ? Infinity : events.indexOf('key answered'));
    expect(events).toContain('key asked');
    await vi.waitFor(() => expect(events).toContain('key answered'));
  });

  it('sends once more with a new key when the platform changed its key and cannot open the envelope', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    keyPair = generateKeyPair(512);
    later(11);
    events.length = 0;
    expect(await login('d')).toEqual({ token: 't-d' });
    expect(events.filter((e) => e === 'login')).toHaveLength(2);
    expect(events.indexOf('key answered')).toBeLessThan(events.lastIndexOf('login'));
  });
});
