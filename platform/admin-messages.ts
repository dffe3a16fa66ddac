import { MAX_BODY_HTML, MAX_TITLE, sendNotice } from './db/inbox';
import { findMemberByUsername } from './db/members';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';
import type { Outcome } from './admin-cashier';

/** `platform:admin -- message …`: an operator's notice to one member's inbox, or to every member of the merchant. */
export const MESSAGES_USAGE = `  npm run platform:admin -- message <merchant> [member] "<title>" "<html>"   (no member: a broadcast to the merchant)`;

export function messageCommand(db: Db, merchant: MerchantRow, args: string[]): Outcome | null {
  if (args.length !== 2 && args.length !== 3) return null;
  const [username, title, html] = args.length === 3 ? args : [null, args[0]!, args[1]!];
  if (!title!.trim() || title!.length > MAX_TITLE) return { lines: [`title: 1 to ${MAX_TITLE} characters`], code: 2 };
  if (html!.length > MAX_BODY_HTML) return { lines: [`html: at most ${MAX_BODY_HTML} characters`], code: 2 };
  if (username === null) {
    const id = sendNotice(db, { merchant: merchant.code, memberId: null, title: title!, html: html! });
    return { lines: [`${merchant.code}: message ${id} broadcast to every member`], code: 0 };
  }
  const member = findMemberByUsername(db, merchant.code, username);
  if (!member) return { lines: [`${merchant.code}: no member "${username}"`], code: 1 };
  const id = sendNotice(db, { merchant: merchant.code, memberId: member.id, title: title!, html: html! });
  return { lines: [`${merchant.code}: message ${id} sent to ${member.username}`], code: 0 };
}
