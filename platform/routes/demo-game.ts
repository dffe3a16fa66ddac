import type { IncomingMessage, ServerResponse } from 'node:http';
import { localisedNames } from '../db/catalogue';
import { betCents } from '../db/demo-slot';
import { liveLaunch, markOpened, playSpin } from '../db/launches';
import type { Db } from '../db/open';
import { platformMessage } from '../http/messages';
import { demoGamePage, endedPage } from './demo-game-page';

/**
 * `/demo-game/<launchToken>` and `/demo-game/<launchToken>/spin`: the platform's stand-in for a vendor's
 * game, opened in the site's iframe. No Merchant header: the launch token alone names member and game.
 * Launches answer a path; the second launch CDN (`<origin>/play`, system.ts) serves the same pages under
 * `/play`, so a page keeps its own prefix for the calls it makes.
 */
const PAGE = /^(\/play)?\/demo-game\/([A-Za-z0-9_-]{16,64})(\/spin)?$/;

/**
 * Only this origin and inline code may run. No frame-ancestors and no X-Frame-Options: the page exists to
 * be framed by the brand sites, whose origins the platform does not pin.
 */
const CSP = [
  "default-src 'self'", "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "connect-src 'self'", "base-uri 'none'", "form-action 'none'", "object-src 'none'",
].join('; ');

export function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, {
    'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', 'Content-Security-Policy': CSP,
    'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}
export const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json;charset=UTF-8', JSON.stringify(body));
export const headerLanguage = (req: IncomingMessage) => String(req.headers.language ?? 'EN').toUpperCase();

/** Serves the page or a spin; false when the path is not a demo-game path. */
export function serveDemoGame(db: Db, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const match = PAGE.exec(pathname);
  if (!pathname.startsWith('/demo-game/') && !pathname.startsWith('/play/demo-game/')) return false;
  try {
    if (!match) json(res, 404, { errorCode: 'not.found', message: 'not.found' });
    else if (match[3]) spin(db, req, res, match[2]!);
    else page(db, req, res, match[2]!, match[1] ?? '');
  } catch (error) {
    console.error(`[platform] ${req.method} /demo-game:`, error);
    if (!res.headersSent) json(res, 500, { errorCode: 'system.error', message: platformMessage('system.error', headerLanguage(req)) });
  }
  return true;
}

function page(db: Db, req: IncomingMessage, res: ServerResponse, token: string, prefix: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { errorCode: 'method.not.allowed', message: 'method.not.allowed' });
  const launch = liveLaunch(db, token);
  // A HEAD (a link checker, a prefetch) must not spend the one-time link.
  if (req.method === 'HEAD') return send(res, launch && !launch.opened_at ? 200 : 410, 'text/html;charset=UTF-8', '');
  // One-time: the first GET opens the game; a replayed link (or a retired one) gets the "launch again" page.
  if (!launch || !markOpened(db, token)) return send(res, 410, 'text/html;charset=UTF-8', endedPage(launch?.language ?? headerLanguage(req)));
  const name = launch.title ?? localisedNames(db, [launch.node_id], [launch.language, 'EN']).get(launch.node_id) ?? launch.name_en;
  const trial = launch.real_money === 0;
  send(
    res, 200, 'text/html;charset=UTF-8',
    demoGamePage({
      title: name, vendor: launch.vendor_name, nickname: launch.nickname ?? launch.username, nodeId: launch.node_id,
      balance: (trial ? launch.play_cents : launch.balance_cents) / 100, bet: betCents(launch.min_bet) / 100,
      currencySymbol: launch.currency_symbol, trial, spinUrl: `${prefix}/demo-game/${token}/spin`, language: launch.language,
    }),
  );
}

function spin(db: Db, req: IncomingMessage, res: ServerResponse, token: string) {
  if (req.method !== 'POST') return json(res, 405, { errorCode: 'method.not.allowed', message: 'method.not.allowed' });
  req.resume(); // the body carries nothing; drain it so the socket can be reused
  const result = playSpin(db, token);
  if ('errorCode' in result) {
    const language = liveLaunch(db, token)?.language ?? headerLanguage(req);
    const message = result.errorCode === 'launch.token.invalid' ? platformMessage('game.not.found', language) : platformMessage(result.errorCode, language);
    const value = result.maintenance ? { content: { data: { maintainTime: result.maintenance.startsAt, endTime: result.maintenance.endsAt } } } : null;
    return json(res, result.status, { errorCode: result.errorCode, message, value });
  }
  json(res, 200, result);
}
