import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from '../../server/observe/metrics-server';
import { httpRequest } from '../support/http';
import { logIn } from '../support/site-session';
import { useStack } from '../support/stack';

const HOST = 'demo-a.localhost';
const TOKEN = 'metrics-test-token-0123456789';

describe('Prometheus metrics', () => {
  const ctx = useStack('metrics-');
  let metrics: Server;
  let metricsUrl = '';
  beforeAll(async () => {
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
  });
  afterAll(() => new Promise<void>((r) => metrics.close(() => r())));

  const scrape = async () => {
    const res = await httpRequest(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Series (sample lines) in a scrape. */
  const seriesOf = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
  const siteSeries = (text: string) => seriesOf(text).filter((line) => line.startsWith('site_'));

  it('serves /metrics only on its own listener and only with the token', async () => {
    expect((await httpRequest(metricsUrl)).status).toBe(401);
    expect((await httpRequest(metricsUrl, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const onBrand = await httpRequest(`${ctx.stack.siteUrl}/metrics`, { headers: { host: HOST, authorization: `Bearer ${TOKEN}` } });
    expect(onBrand.body).not.toContain('site_http_request_duration_seconds');
  });

  it('counts requests by brand, route id, method and status, platform calls, sessions, the guest cache and the process', async () => {
    await httpRequest(`${ctx.stack.siteUrl}/index`, { headers: { host: HOST } });
    await httpRequest(`${ctx.stack.siteUrl}/index`, { headers: { host: HOST } });
    await logIn(ctx.stack.siteUrl, HOST, 'player1', 'Player123');
    await httpRequest(`${ctx.stack.siteUrl}/readyz`, { headers: { host: 'probe.internal' } });
    const text = await scrape();
    expect(text).toMatch(/site_http_request_duration_seconds_count\{brand="demo-a",route="routes\/[^"]*\[?index\]?",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/site_http_request_duration_seconds_count\{brand="demo-a",route="routes\/[^"]*login",method="POST",status="302"\} 1/);
    expect(text).toMatch(/site_http_request_duration_seconds_count\{brand="none",route="readyz",method="GET",status="200"\} 1/);
    expect(text).toMatch(/site_platform_call_duration_seconds_count\{brand="demo-a",endpoint="systemStatus",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/site_platform_call_duration_seconds_count\{brand="demo-a",endpoint="login",outcome="ok"\} 1/);
    expect(text).toMatch(/site_session_store_duration_seconds_count\{operation="write",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/site_guest_cache_requests_total\{brand="demo-a",outcome="(hit|stale|miss)"\} [1-9]/);
    expect(text).toMatch(/site_guest_cache_stores_total\{brand="demo-a"\} [1-9]/);
    expect(text).toMatch(/site_overload_shed_total/);
    expect(text).toMatch(/site_render_worker_queue \d/);
    // What holds the instance's memory besides its own heap: the stored guest pages (in entries and bytes).
    expect(Number(/^site_guest_cache_size\{unit="entries"\} (\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^site_guest_cache_size\{unit="bytes"\} (\d+)/m.exec(text)?.[1])).toBeGreaterThan(10_000);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes'])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
  }, 60_000);

  it('keeps the series count flat over 10,000 distinct URLs', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const send = (path: string, host = HOST) =>
      new Promise<void>((resolve) => {
        const req = http.get(`${ctx.stack.siteUrl}${path}`, { agent, headers: { host } }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', () => resolve());
      });
    // Every kind of URL: pages rendered by Remix (an unknown path, a page with a query), brand assets,
    // probes with queries, unknown hosts.
    const url = (i: number): [string, string?] => {
      switch (i % 100 === 0 ? 0 : i % 100 === 1 ? 1 : (i % 18) + 2) {
        case 0:
          return [`/no-such-page-${i}`];
        case 1:
          return [`/index?campaign=${i}`];
        case 2:
        case 3:
        case 4:
        case 5:
        case 6:
          return [`/brand-assets/demo-a/missing-${i}.png`];
        case 7:
        case 8:
        case 9:
        case 10:
        case 11:
          return [`/healthz?probe=${i}`, `host-${i}.example`];
        default:
          return [`/x-${i}`, `unknown-${i}.example`];
      }
    };
    const sendAll = async (from: number, to: number) => {
      const queue = Array.from({ length: to - from }, (_, k) => from + k);
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(...url(i));
        }),
      );
    };
    await sendAll(0, 200);
    const before = siteSeries(await scrape()).map((line) => line.replace(/ [^ ]+$/, ''));
    await sendAll(200, 10_000);
    const after = siteSeries(await scrape()).map((line) => line.replace(/ [^ ]+$/, ''));
    agent.destroy();
    expect(after.filter((series) => !before.includes(series))).toEqual([]);
    expect(after.length).toBe(before.length);
    expect(await scrape()).not.toMatch(/no-such-page|campaign|missing-|unknown-\d/);
  }, 240_000);
});
