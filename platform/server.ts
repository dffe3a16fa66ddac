import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/open';
import { createRouter } from './http/router';
import { serveCdn } from './routes/cdn';
import { captchaRoutes } from './routes/captcha';
import { gameRoutes } from './routes/games';
import { memberRoutes } from './routes/member';
import { passwordRoutes } from './routes/password';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { smsRoutes } from './routes/sms';
import { systemRoutes } from './routes/system';

export type PlatformHandle = { url: string; port: number; close(): Promise<void> };

/** The reference platform: the /wps and /lgw contract over HTTP, on SQLite. */
export async function startPlatform(options: { port?: number; host?: string; dbPath: string }): Promise<PlatformHandle> {
  const db = openDatabase(options.dbPath);
  const route = createRouter(db, [...systemRoutes, ...gameRoutes, ...sessionRoutes, ...memberRoutes, ...registerRoutes, ...captchaRoutes, ...smsRoutes, ...passwordRoutes]);
  const vendorName = db.prepare('SELECT display_name FROM vendors WHERE code = ?').pluck();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    const asset = serveCdn(pathname, (code) => (vendorName.get(code) as string | undefined) ?? null);
    if (asset) {
      res.writeHead(asset.status, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
      res.end(asset.body);
      return;
    }
    void route(req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
