import type { Outcome } from './admin-cashier';
import { findMemberByUsername } from './db/members';
import { addMemberLabel, MAX_LABEL, memberLabels, removeMemberLabel } from './db/member-labels';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';

/** `platform:admin -- label …`: the operator's labels on a member (the site lists them on the member's account page). */
export const LABEL_USAGE = `  npm run platform:admin -- label list <merchant> <member>
  npm run platform:admin -- label add|remove <merchant> <member> "<label>"   (1 to ${MAX_LABEL} characters)`;

export function labelCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  const [username, label] = args;
  if (!username || (action === 'list' ? args.length !== 1 : args.length !== 2)) return null;
  const member = findMemberByUsername(db, merchant.code, username);
  if (!member) return { lines: [`${merchant.code}: no member "${username}"`], code: 1 };
  if (action === 'list') {
    const labels = memberLabels(db, member.id);
    return { lines: [`${merchant.code}: ${member.username}: ${labels.length ? labels.join(', ') : 'no labels'}`], code: 0 };
  }
  const name = (label ?? '').trim();
  if (!name || name.length > MAX_LABEL) return { lines: [`label: 1 to ${MAX_LABEL} characters`], code: 2 };
  if (action === 'add')
    return { lines: [`${merchant.code}: ${member.username}: ${addMemberLabel(db, member.id, name) ? 'labelled' : 'already labelled'} "${name}"`], code: 0 };
  if (action === 'remove')
    return { lines: [`${merchant.code}: ${member.username}: ${removeMemberLabel(db, member.id, name) ? 'removed' : 'had no'} label "${name}"`], code: 0 };
  return null;
}
