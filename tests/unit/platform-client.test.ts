import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '~/platform-client/client.server';
import { PlatformError } from '~/platform-client/errors';
import { GameMenusSchema } from '~/platform-client/schemas/games';

/**
 * The client's time limit, and how late the slow call answers: far enough apart that a busy machine (this file runs
 * beside others) cannot blur a give-up at the limit into a wait for the answer.
 */
const TIMEOUT_MS = 1_000;
const SLOW_ANSWER_MS = 10_000;

/** A scripted upstream: each path answers one way, so every failure mode of a real platform is covered. */
const seen: http.IncomingHttpHeaders[] = [];
const server = http.createServer((req, res) => {
  seen.push(req.headers);
  const path = new URL(req.url!, 'http://x').pathname;
  const send = (status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };
  if (path === '/wps/system/status') return send(200, JSON.stringify({ success: true, value: { maintenance: false, regionRestriction: false, info: {} } }));
  if (path === '/wps/system/country') return send(200, '<html>gateway error</html>', 'text/html');
  if (path === '/wps/relay/VIS_getJackpot') return send(502, 'Bad Gateway', 'text/plain');
  if (path === '/wps/system/setting/register') return send(200, JSON.stringify({ success: false, errorCode: 'function.not.available', message: 'Module off' }));
  if (path === '/wps/system/whitelabel') return send(401, JSON.stringify({ success: false, errorCode: 'login.not.session' }));
  if (path === '/wps/relay/GCSGAME_newGameVendor') return send(200, JSON.stringify({ success: true, value: { data: { lanes: 'nope' } } }));
  if (path === '/lgw/games/game_menus') return send(200, JSON.stringify({ a: { gameGroupCode: 'VN' } }));
  if (path === '/lgw/games/popular') return send(400, JSON.stringify({ success: false, errorCode: 'function.not.available', message: 'Module off' }));
  if (path === '/lgw/vn/numeros/opened/game') return send(503, JSON.stringify({ success: false, errorCode: 'system.error' }));
  if (path === '/wps/session/key/rsa') return setTimeout(() => send(200, 'abc', 'text/plain'), SLOW_ANSWER_MS);
  send(404, JSON.stringify({ success: false, errorCode: 'not.found' }));
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((r) => {
      // The slow call's socket, given up on by the client, is not waited for.
      server.closeAllConnections();
      server.close(() => r());
    }),
);

const client = (token?: string) => createPlatformClient({ baseUrl, merchant: 'demoa01', language: 'VI', timeoutMs: TIMEOUT_MS, token });
async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error('expected the call to fail');
}

describe('platform client', () => {
  it('sends the contract headers: Merchant once, Language, Device, gateway version, no Authorization for guests', async () => {
    seen.length = 0;
    await client().call('systemStatus', v.object({ maintenance: v.boolean() }));
    const headers = seen[0]!;
    expect(headers.merchant).toBe('demoa01');
    expect(headers.language).toBe('VI');
    expect(headers.device).toBe('web');
    expect(headers['x-gateway-version']).toBe('3');
    expect(headers.authorization).toBeUndefined();
  });

  it('sends the raw token as Authorization when signed in', async () => {
    seen.length = 0;
    await client('tok-123').call('systemStatus', v.object({ maintenance: v.boolean() }));
    expect(seen[0]!.authorization).toBe('tok-123');
  });

  it('maps HTML from a gateway to bad-response, and a 5xx to http', async () => {
    expect((await failure(client().call('countries', v.array(v.unknown())))).kind).toBe('bad-response');
    expect((await failure(client().call('jackpot', v.unknown()))).kind).toBe('http');
  });

  it('maps success:false to rejected with the platform code and message', async () => {
    const error = await failure(client().call('registerSettings', v.unknown()));
    expect(error.kind).toBe('rejected');
    expect(error.details.errorCode).toBe('function.not.available');
    expect(error.details.platformMessage).toBe('Module off');
  });

  it('maps 401 and session error codes to session', async () => {
    expect((await failure(client('t').call('whitelabel', v.unknown()))).kind).toBe('session');
  });

  it('rejects a response that does not match the schema, naming where', async () => {
    const error = await failure(client().call('vendorLanes', v.object({ data: v.object({ lanes: v.array(v.unknown()) }) })));
    expect(error.kind).toBe('bad-response');
    expect(error.message).toContain('data.lanes');
  });

  it('reads bare /lgw answers without an envelope', async () => {
    expect(await client().call('gameMenus', GameMenusSchema)).toEqual({ a: { gameGroupCode: 'VN' } });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect((await failure(client().rsaModulus())).kind).toBe('timeout');
    // At the limit, not at the answer: the margin on each side is seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS / 2);
  });

  it('maps a refused connection to network', async () => {
    const dead = createPlatformClient({ baseUrl: 'http://127.0.0.1:1', merchant: 'm', language: 'EN', timeoutMs: 500 });
    expect((await failure(dead.call('systemStatus', v.unknown()))).kind).toBe('network');
  });

  it('reads a refusal of a bare lottery call as a refusal, and its outage as an outage', async () => {
    const refused = await failure(client().call('popularGames', v.array(v.unknown())));
    expect(refused.kind).toBe('rejected');
    expect(refused.details.errorCode).toBe('function.not.available');
    const down = await failure(client().call('openedNumeros', v.unknown()));
    expect(down.kind).toBe('http');
  });
});
