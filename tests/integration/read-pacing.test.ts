import { spawn, type ChildProcess } from 'node:child_process';
import http, { type Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paceReads } from '../../server/http/read-pacing';

/**
 * A saturated instance and new connections: 120 kept-alive connections from another process ask again the moment
 * they are answered, each request costs the server a millisecond of CPU, and then 10 players open a connection
 * each. What is counted is work, not time (so a slow or shared machine reads the same): how many of the kept
 * connections' requests the server answered while the 10 waited for theirs.
 */
const KEPT = 120;
const NEW = 10;
const WORK_MS = 1;

/** The kept connections, each asking `GET /kept` again as soon as its answer ("ok") is in, until killed. */
const KEPT_LOAD = `
const net = require('node:net');
const [port, count] = [Number(process.env.PORT), Number(process.env.COUNT)];
const ask = 'GET /kept HTTP/1.1\\r\\nHost: t\\r\\n\\r\\n';
for (let i = 0; i < count; i++) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(ask));
  let seen = '';
  socket.on('data', (chunk) => {
    seen += chunk;
    while (seen.includes('\\r\\n\\r\\nok')) { seen = seen.slice(seen.indexOf('\\r\\n\\r\\nok') + 6); socket.write(ask); }
  });
  socket.on('error', () => {});
}
`;

type Running = { server: Server; load: ChildProcess; kept: () => number };
let running: Running | null = null;
afterEach(async () => {
  running?.load.kill();
  running?.server.closeAllConnections();
  await new Promise((resolve) => running?.server.close(resolve));
  running = null;
});

async function saturated(pace: boolean): Promise<Running> {
  let kept = 0;
  const server = http.createServer((req, res) => {
    const until = performance.now() + WORK_MS;
    while (performance.now() < until);
    if (req.url === '/kept') kept++;
    res.setHeader('content-length', '2');
    res.end('ok');
  });
  if (pace) paceReads(server, { perTurn: 4, maxWaitMs: 1_500 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const load = spawn(process.execPath, ['-e', KEPT_LOAD], { env: { ...process.env, PORT: String(port), COUNT: String(KEPT) }, stdio: 'ignore' });
  running = { server, load, kept: () => kept };
  // Every kept connection taken up and asking, a few rounds over.
  while (kept < KEPT * 5) await new Promise((r) => setTimeout(r, 50));
  return running;
}

/** Opens `NEW` connections at once, each asking once: how many kept requests the server answered meanwhile. */
async function keptAnsweredWhileNewWait({ server, kept }: Running): Promise<number> {
  const { port } = server.address() as net.AddressInfo;
  const before = kept();
  await Promise.all(
    Array.from(
      { length: NEW },
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /new HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n'));
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk));
          socket.on('end', () => (answer.endsWith('ok') ? resolve() : reject(new Error(`answered ${JSON.stringify(answer)}`))));
          socket.on('error', reject);
        }),
    ),
  );
  return kept() - before;
}

describe('reads paced per turn of the event loop', () => {
  it('takes up new connections while kept connections saturate the instance, where an unpaced server makes them wait behind every kept request', async () => {
    const unpaced = await keptAnsweredWhileNewWait(await saturated(false));
    running!.load.kill();
    running!.server.closeAllConnections();
    await new Promise((resolve) => running!.server.close(resolve));
    running = null;
    const paced = await keptAnsweredWhileNewWait(await saturated(true));
    // Unpaced, a turn reads every kept connection with a request ready and takes up one new connection: the 10 wait
    // behind about 30 turns of up to 120 requests. Paced, a turn reads a few requests more than 4.
    expect(unpaced, `kept requests answered while 10 new connections waited (unpaced ${unpaced}, paced ${paced})`).toBeGreaterThan(paced * 3);
    expect(paced).toBeLessThan(NEW * 4 * 3);
  }, 60_000);

  it('pauses nothing while a turn reads fewer requests than its share', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    const pacing = paceReads(server, { perTurn: 4, maxWaitMs: 1_500 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    running = { server, load: spawn(process.execPath, ['-e', '']), kept: () => 0 };
    const { port } = server.address() as net.AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    for (let round = 0; round < 20; round++)
      await Promise.all(
        [0, 1].map(
          () =>
            new Promise<void>((resolve, reject) =>
              http.get({ port, host: '127.0.0.1', path: '/', agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
            ),
        ),
      );
    agent.destroy();
    const { paused, waiting, mostReadInATurn } = pacing.stats();
    expect({ paused, waiting }).toEqual({ paused: 0, waiting: 0 });
    expect(mostReadInATurn).toBeGreaterThan(0);
    expect(mostReadInATurn).toBeLessThanOrEqual(2);
  });
});
