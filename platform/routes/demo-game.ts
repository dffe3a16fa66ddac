import type { IncomingMessage, ServerResponse } from 'node:http';
import { localisedNames } from '../db/catalogue';
import { betCents } from '../db/demo-slot';
import { launchWallet, liveLaunch, markOpened, playSpin } from '../db/launches';
import { toDecimal } from '../db/money';
import { trialWallet } from '../db/trial-wallets';
import type { Db } from '../db/db';
import { platformMessage } from '../http/messages';
import { headerLanguage, json, send, serveVendorPage } from '../http/vendor-page';
import { demoGamePage, endedPage } from './demo-game-page';

/**
 * `[/play]/demo-game/<launchToken>` and `…/spin`: the platform's stand-in for a vendor's game, opened in
 * the site's iframe (see http/vendor-page.ts). False when the path is not a demo-game path.
 */
export function serveDemoGame(db: Db, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  return serveVendorPage(req, res, pathname, {
    name: 'demo-game',
    action: 'spin',
    page: (token, prefix) => page(db, req, res, token, prefix),
    onAction: (token) => spin(db, req, res, token),
  });
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
    res,
    200,
    'text/html;charset=UTF-8',
    demoGamePage({
      title: name,
      vendor: launch.vendor_name,
      nickname: launch.nickname ?? launch.username,
      nodeId: launch.node_id,
      balance: toDecimal(
        trial ? trialWallet(db, { id: launch.member_id, currency: launch.currency }).balanceMinor : launchWallet(db, launch).balance,
        launch.currency,
      ),
      bet: betCents(launch.min_bet) / 100,
      currencySymbol: launch.currency_symbol,
      trial,
      spinUrl: `${prefix}/demo-game/${token}/spin`,
      language: launch.language,
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
