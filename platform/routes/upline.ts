import { postedUnder } from '../db/ledger';
import { checkPaymentPassword } from '../db/payment-password';
import { Refusal } from '../db/refusal';
import { checkUplineTransfer, transferToUpline, uplineInfo } from '../db/upline';
import { walletBalance } from '../db/wallets';
import { sealedBody } from '../http/body';
import { minorOf, requestIdOf, requireRealMember } from '../http/cashier-params';
import type { RequestContext, Route } from '../http/router';

function info(ctx: RequestContext) {
  return uplineInfo(ctx.db, requireRealMember(ctx));
}

/** Encrypted: `{ amountMinor, paymentPassword, requestId }`; the rules before the password, the password before the move. */
function transfer(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = sealedBody(ctx);
  const requestId = requestIdOf(body);
  const first = postedUnder(ctx.db, member.merchant, `req:${member.id}:${requestId}`);
  if (first !== undefined) throw new Refusal('request.duplicate', { id: first });
  const amountMinor = minorOf(body, 'amountMinor');
  checkUplineTransfer(ctx.db, member, amountMinor);
  if (walletBalance(ctx.db, member.id, 'MAIN') < amountMinor) throw new Refusal('insufficient.balance');
  checkPaymentPassword(ctx.db, member.id, body.paymentPassword);
  return { transactionId: transferToUpline(ctx.db, member, { amountMinor, requestId }) };
}

export const uplineRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getUplineTransferInfo', modId: 'COMM3', handle: info },
  { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', modId: 'COMM3', handle: transfer },
];
