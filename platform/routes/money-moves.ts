import { moneyMoveByRequestId } from '../db/money-moves';
import { requestIdOf, requireRealMember } from '../http/cashier-params';
import type { RequestContext, Route } from '../http/router';

/** `GET /wps/relay/PAYFE_getMoneyMoveByRequestId?requestId=`: the outcome of a money move whose answer the site never got. */
function byRequestId(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return moneyMoveByRequestId(ctx.db, member, requestIdOf({ requestId: ctx.url.searchParams.get('requestId') }));
}

export const moneyMoveRoutes: Route[] = [{ method: 'GET', path: '/wps/relay/PAYFE_getMoneyMoveByRequestId', modId: 'COMM3', handle: byRequestId }];
