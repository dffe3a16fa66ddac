import type { IncomingMessage, ServerResponse } from 'node:http';
import { cancelDeposit, channelOf, creditDeposit, depositByPayToken, depositById, failDeposit, type DepositRow } from '../db/deposits';
import { findMerchant } from '../db/merchants';
import { formatMinor } from '../db/money';
import type { Db } from '../db/db';
import { serveVendorPage } from '../http/vendor-page';
import { checkoutPage, closedPage } from './pay-page';
import { oneRow } from '../db/one-row';

/**
 * `[/play]/pay/<token>` (the e-wallet checkout of an AWAITING_PAYMENT deposit) and `…/confirm` (its
 * form's POST: `result=paid|cancelled`). Paying credits the deposit; either way the player goes back
 * (303) to the returnUrl stored with the deposit, with `?deposit=<id>&result=…`, and nowhere else.
 */
export function serveDepositPayment(db: Db, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  return serveVendorPage(req, res, pathname, {
    name: 'pay',
    action: 'confirm',
    page: (token, prefix) => page(db, req, res, token, prefix),
    onAction: (token) => confirm(db, req, res, token),
  });
}

type Result = 'paid' | 'cancelled' | 'failed';
const RESULT_OF: Partial<Record<DepositRow['status'], Result>> = { CREDITED: 'paid', CANCELLED: 'cancelled', FAILED: 'failed' };

function back(d: DepositRow, result: Result): string | null {
  if (!d.return_url) return null;
  const url = new URL(d.return_url);
  url.searchParams.set('deposit', String(d.id));
  url.searchParams.set('result', result);
  return url.toString();
}

/** Only this origin's styles; the form may post here and the redirect may go to the stored return origin; never framed. */
function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, body: string, returnUrl: string | null) {
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${returnOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  res.writeHead(status, {
    'Content-Type': 'text/html;charset=UTF-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** An e-wallet page left open past its time fails the deposit (and tells the member). */
function current(db: Db, token: string): DepositRow | undefined {
  const d = depositByPayToken(db, token);
  if (d && d.status === 'AWAITING_PAYMENT' && d.expires_at !== null && d.expires_at <= Date.now())
    return failDeposit(db, d.id, 'Payment not completed in time');
  return d;
}

function page(db: Db, req: IncomingMessage, res: ServerResponse, token: string, prefix: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendHtml(req, res, 405, closedPage('', 'Method not allowed.', null), null);
  const d = current(db, token);
  if (!d) return sendHtml(req, res, 404, closedPage('', 'This payment link is not valid.', null), null);
  const channel = channelOf(db, d);
  if (d.status !== 'AWAITING_PAYMENT') {
    const result = RESULT_OF[d.status] ?? 'failed';
    return sendHtml(
      req,
      res,
      410,
      closedPage(channel.colour, result === 'paid' ? 'This payment was completed.' : `This payment was ${result}.`, back(d, result)),
      d.return_url,
    );
  }
  const member = oneRow(
    db.prepare<unknown[], { currency: string; currency_symbol: string }>('SELECT currency, currency_symbol FROM members WHERE id = ?').get(d.member_id),
    "the depositor's currency",
  );
  const money = (minor: number) => formatMinor(minor, member.currency, member.currency_symbol);
  sendHtml(
    req,
    res,
    200,
    checkoutPage({
      provider: channel.name,
      colour: channel.colour,
      merchant: findMerchant(db, d.merchant)?.name ?? d.merchant,
      amount: money(d.amount_minor),
      fee: d.fee_minor ? money(d.fee_minor) : null,
      reference: d.reference,
      expiresAt: d.expires_at ?? Date.now(),
      action: `${prefix}/pay/${token}/confirm`,
    }),
    d.return_url,
  );
}

const MAX_FORM = 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_FORM) chunks.push(chunk as Buffer);
  }
  return size > MAX_FORM ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function confirm(db: Db, req: IncomingMessage, res: ServerResponse, token: string) {
  if (req.method !== 'POST') return sendHtml(req, res, 405, closedPage('', 'Method not allowed.', null), null);
  const form = await readForm(req);
  const asked = form?.get('result');
  let d = current(db, token);
  if (!d) return sendHtml(req, res, 404, closedPage('', 'This payment link is not valid.', null), null);
  if (asked !== 'paid' && asked !== 'cancelled')
    return sendHtml(req, res, 400, closedPage(channelOf(db, d).colour, 'Choose Pay or Cancel.', null), d.return_url);
  if (d.status === 'AWAITING_PAYMENT') d = asked === 'paid' ? creditDeposit(db, d.id) : cancelDeposit(db, d.member_id, d.id);
  // A second press (or the other button after the first) changes nothing: the player goes back with what happened.
  const result = RESULT_OF[d.status] ?? 'failed';
  const location = back(depositById(db, d.id)!, result);
  if (!location) return sendHtml(req, res, 410, closedPage(channelOf(db, d).colour, `This payment was ${result}.`, null), null);
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0, 'Referrer-Policy': 'no-referrer' });
  res.end();
}
