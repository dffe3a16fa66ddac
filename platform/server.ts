import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db/open';
import { seedDemoMerchants } from './db/seed';
import { agentRoutes } from './routes/agent';
import { agentContractRoutes } from './routes/agent-contracts';
import { contractModeFromEnv, type PlatformContractMode } from './http/known-contract';
import { createRouter } from './http/router';
import { logRequestLine } from './http/request-line';
import { platformJobs } from './jobs/platform-jobs';
import { scheduleJobs } from './jobs/scheduler';
import { accountRoutes, serveAvatar } from './routes/account';
import { captchaRoutes } from './routes/captcha';
import { geetestRoutes } from './routes/geetest';
import { chatRoutes } from './routes/chat';
import { cdnLookups, serveCdn } from './routes/cdn';
import { RasterCache } from './images/raster-cache';
import { contentRoutes } from './routes/content';
import { serveDemoGame } from './routes/demo-game';
import { depositRoutes } from './routes/deposits';
import { favouriteRoutes } from './routes/favourites';
import { feedbackRoutes } from './routes/feedback';
import { gameRoutes } from './routes/games';
import { inboxRoutes } from './routes/inbox';
import { joinRoutes } from './routes/join';
import { launchRoutes } from './routes/launch';
import { lobbyRoutes } from './routes/lobby';
import { lotteryRoutes } from './routes/lottery';
import { luckyDrawRoutes } from './routes/lucky-draws';
import { pvpRoomRoutes } from './routes/pvp-rooms';
import { memberRoutes } from './routes/member';
import { passwordRoutes } from './routes/password';
import { pointRoutes } from './routes/points';
import { serveDepositPayment } from './routes/pay';
import { rankingRoutes } from './routes/rankings';
import { responsibleGamblingRoutes } from './routes/responsible-gambling';
import { blogRoutes } from './routes/blog';
import { hotMatchRoutes } from './routes/hot-matches';
import { promotionRoutes } from './routes/promotions';
import { recordRoutes } from './routes/records';
import { registerRoutes } from './routes/register';
import { rewardRoutes } from './routes/rewards';
import { sessionRoutes } from './routes/session';
import { smsRoutes } from './routes/sms';
import { serveSportsbook, sportsRoutes } from './routes/sports';
import { systemRoutes } from './routes/system';
import { uplineRoutes } from './routes/upline';
import { walletRoutes } from './routes/wallets';
import { moneyMoveRoutes } from './routes/money-moves';
import { withdrawalRoutes } from './routes/withdrawals';

export type PlatformHandle = { url: string; port: number; close(): Promise<void> };

/**
 * The reference platform: the /wps and /lgw contract over HTTP, on SQLite. `contract: 'strict'` (or
 * `PLATFORM_CONTRACT=strict`) answers only the operator platform's known contract, as a real one would.
 */
export async function startPlatform(options: {
  port?: number;
  host?: string;
  dbPath: string;
  contract?: PlatformContractMode;
  /** Runs the scheduled jobs (settlement, withdrawal auto-confirm, clean-ups): the platform process does; tests run them on demand. */
  jobs?: boolean;
  /** Writes a line per request (method, path, status, time, merchant, the site's request id). */
  logRequests?: boolean;
  /** Keeps the CDN's drawn images as files here too, for a restart or another platform process to read instead of drawing. */
  artCacheDir?: string;
}): Promise<PlatformHandle> {
  const db = openDatabase(options.dbPath);
  // Demo merchants that are absent are added; what an operator changed on existing ones stays.
  seedDemoMerchants(db);
  const strict = (options.contract ?? contractModeFromEnv()) === 'strict';
  const route = createRouter(
    db,
    [
      ...systemRoutes,
      ...gameRoutes,
      ...lobbyRoutes,
      ...favouriteRoutes,
      ...launchRoutes,
      ...pvpRoomRoutes,
      ...lotteryRoutes,
      ...contentRoutes,
      ...sessionRoutes,
      ...memberRoutes,
      ...registerRoutes,
      ...captchaRoutes,
      ...geetestRoutes,
      ...smsRoutes,
      ...passwordRoutes,
      ...sportsRoutes,
      ...walletRoutes,
      ...depositRoutes,
      ...withdrawalRoutes,
      ...uplineRoutes,
      ...moneyMoveRoutes,
      ...recordRoutes,
      ...inboxRoutes,
      ...joinRoutes,
      ...feedbackRoutes,
      ...rewardRoutes,
      ...promotionRoutes,
      ...accountRoutes,
      ...agentRoutes,
      ...agentContractRoutes,
      ...pointRoutes,
      ...rankingRoutes,
      ...chatRoutes,
      ...responsibleGamblingRoutes,
      ...luckyDrawRoutes,
      ...blogRoutes,
      ...hotMatchRoutes,
    ],
    { strict },
  );
  const schedule = options.jobs
    ? scheduleJobs(db, platformJobs(db), (run) =>
        (run.lastOutcome === 'OK' ? console.log : console.error)(`[platform] job ${run.name}: ${run.lastOutcome} ${run.lastResult ?? ''}`),
      )
    : null;
  const lookups = cdnLookups(db);
  // The CDN's drawn images, a few kilobytes to ~30 KB each: thousands of the ~10,000 games' tiles, every logo and banner.
  const rasters = new RasterCache(48 * 1024 * 1024, options.artCacheDir ?? null);
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (options.logRequests) logRequestLine(req, res, pathname);
    // `/img/…` is the second image CDN of the status call: the same store as `/cdn/…`.
    const asset = serveCdn(pathname.replace(/^\/img\//, '/cdn/'), lookups, rasters);
    if (asset) {
      asset.then(
        ({ status, type, body }) => {
          const cache = status === 200 ? 'public, max-age=86400' : 'no-store';
          res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, 'Access-Control-Allow-Origin': '*' });
          res.end(body);
        },
        (error: unknown) => {
          console.error(`[platform] cdn ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
          res.writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
          res.end('could not draw the image');
        },
      );
      return;
    }
    if (serveAvatar(db, req, res, pathname)) return;
    if (serveDemoGame(db, req, res, pathname)) return;
    if (serveSportsbook(db, req, res, pathname)) return;
    if (serveDepositPayment(db, req, res, pathname)) return;
    void route(req, res);
  });
  // Idle keep-alive connections stay open longer than a client keeps them (gateways use about a minute):
  // with Node's 5 s, a process busy for longer (a fresh database's seed) closed a connection its own
  // client was about to reuse, and that request failed with a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
        schedule?.stop();
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
