import type { MemberRow } from '../db/members';
import { ApiError } from '../http/envelope';
import type { RequestContext } from '../http/router';

/** The member a login waiting for its second proof belongs to (the token expires after ten minutes). */
export function pendingMember(ctx: RequestContext, verifyToken: string): MemberRow {
  const row = ctx.db
    .prepare<unknown[], MemberRow>(
      'SELECT m.* FROM pending_logins p JOIN members m ON m.id = p.member_id WHERE p.token = ? AND p.expires_at > ? AND m.merchant = ?',
    )
    .get(verifyToken, Date.now(), ctx.merchant.code);
  if (!row) throw new ApiError(400, 'login.verify.expired', 'The verification has expired. Please log in again.');
  return row;
}

/** The SMS for the verification step goes to the member's own number; the client never sees it whole. */
export function verificationMobile(ctx: RequestContext, verifyToken: string): string {
  const member = pendingMember(ctx, verifyToken);
  if (!member.mobile) throw new ApiError(400, 'phone.invalid', 'No mobile number on this account.');
  return member.mobile;
}
