/**
 * A second instance of the site in its own process (as behind a load balancer): the production build
 * on the port and environment its parent gives it. It prints `ready <port>` once it listens.
 */
// Set before the site's modules load, so they come in by dynamic import (this file is a module for that).
export {};
process.env.NODE_ENV = 'production';
const { createBuiltSiteApp } = await import('../../server/site-server');
const { startMetricsServer } = await import('../../server/observe/metrics-server');
const site = await createBuiltSiteApp();
// The bench reads what holds the instance's memory from its metrics (BENCH_METRICS_PORT: a free port it chose).
const metrics = process.env.BENCH_METRICS_PORT
  ? await startMetricsServer({ port: Number(process.env.BENCH_METRICS_PORT), host: '127.0.0.1', token: null })
  : null;
metrics?.unref();
const server = site.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
// As `npm start` does: requests in flight finish, then the instance exits 0.
site.stopOnSignal(server);
