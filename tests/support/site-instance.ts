/**
 * A second instance of the site in its own process (as behind a load balancer): the production build
 * on the port and environment its parent gives it. It prints `ready <port>` once it listens.
 */
// Set before the site's modules load, so they come in by dynamic import (this file is a module for that).
export {};
process.env.NODE_ENV = 'production';
const { createBuiltSiteApp } = await import('../../server/site-server');
const site = await createBuiltSiteApp();
const server = site.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
});
// As `npm start` does: requests in flight finish, then the instance exits 0.
site.stopOnSignal(server);
