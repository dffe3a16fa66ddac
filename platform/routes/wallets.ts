import { cashierSettings } from '../db/cashier-settings';
import { Refusal } from '../db/refusal';
import { recallAll, transfer, walletVendors } from '../db/wallets';
import { requireMember } from '../http/auth';
import { jsonBody, minorOf, requestIdOf, requireRealMember } from '../http/cashier-params';
import type { RequestContext, Route } from '../http/router';

/** `GET /wps/relay/GCS_merchantWallet`: single or transfer wallets, and the vendor wallets of the latter. */
function merchantWallet(ctx: RequestContext) {
  requireMember(ctx);
  const settings = cashierSettings(ctx.db, ctx.merchant.code);
  return {
    isSingle: settings.walletMode === 'SINGLE',
    autoTransfer: settings.autoTransfer,
    vendors: walletVendors(ctx.db, settings).map((v) => ({ code: v.code, name: v.name })),
  };
}

const walletName = (value: unknown) => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_]{1,20}$/.test(value)) throw new Refusal('transfer.wallet.unknown');
  return value.toUpperCase();
};

/** `POST /wps/relay/GCS_walletTransfer`: `{ from, to, amountMinor, requestId }` or `{ recallAll: true, requestId }`. */
function walletTransfer(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  if (cashierSettings(ctx.db, member.merchant).walletMode === 'SINGLE') throw new Refusal('transfer.single.wallet');
  const body = jsonBody(ctx);
  const key = `req:${member.id}:${requestIdOf(body)}`;
  if (body.recallAll === true) return { transactionId: recallAll(ctx.db, member, key) };
  const [from, to] = [walletName(body.from), walletName(body.to)];
  return { transactionId: transfer(ctx.db, member, { from, to, amountMinor: minorOf(body, 'amountMinor'), idempotencyKey: key }) };
}

export const walletRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCS_merchantWallet', modId: 'COMM3', handle: merchantWallet },
  { method: 'POST', path: '/wps/relay/GCS_walletTransfer', modId: 'FUNDTRANS3', handle: walletTransfer },
];
