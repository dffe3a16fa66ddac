import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';

/**
 * A second instance of the site in its own process (as behind a load balancer): the production build
 * on the port and environment its parent gives it. It prints `ready <port>` once it listens.
 */
process.env.NODE_ENV = 'production';
const { createSiteApp } = await import('../../scripts/site-server');
const buildPath = path.resolve('build/index.js');
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const server = createSiteApp(build, { buildPath }).listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
