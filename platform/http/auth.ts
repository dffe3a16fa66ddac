import { memberForToken, type MemberRow } from '../db/members';
import { ApiError } from './envelope';
import type { RequestContext } from './router';

/** The member behind the raw `Authorization` token, or a 401 the client reads as "session gone". */
export function requireMember(ctx: RequestContext): MemberRow & { token: string } {
  const token = String(ctx.req.headers.authorization ?? '').trim();
  const member = token ? memberForToken(ctx.db, ctx.merchant.code, token) : undefined;
  if (!member) throw new ApiError(401, 'login.not.session', 'login.not.session');
  return { ...member, token };
}
