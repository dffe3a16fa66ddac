import type { Outcome } from './admin-cashier';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';
import { accruePoints } from './db/point-earning';
import { approveRedemption, desk, rejectRedemption, REDEMPTION_STATUSES, type RedemptionStatus } from './db/point-items';
import { pointSettings } from './db/point-settings';
import { checkPoints, pointBalance, postPoints } from './db/points-journal';
import { Refusal } from './db/refusal';

/**
 * The operator's point-mall desk in `platform:admin`: redemptions to list, approve (the item was
 * delivered) or reject (the points and the stock come back), and points granted by hand for demos.
 * A refusal exits 1, a misuse 2.
 */
export const POINTS_USAGE = `  npm run platform:admin -- redeem list <merchant> [IN_PROCESS|APPROVED|REJECTED]
  npm run platform:admin -- redeem approve <merchant> <id>
  npm run platform:admin -- redeem reject <merchant> <id> [reason]
  npm run platform:admin -- points grant <merchant> <member> <points>
  npm run platform:admin -- points check <merchant>     (exits 1 when the points journal does not add up)`;

const done = (...lines: string[]): Outcome => ({ lines, code: 0 });
const refused = (...lines: string[]): Outcome => ({ lines, code: 1 });
const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const idArg = (raw: string | undefined) => (raw && /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : null);

function decide(work: () => { id: number; status: string; points: number }): Outcome {
  try {
    const r = work();
    return done(`redemption ${r.id}: ${r.status}${r.status === 'REJECTED' ? ` (${r.points} points returned, stock restored)` : ''}`);
  } catch (error) {
    if (error instanceof Refusal) return refused(`refused: ${error.errorCode}${error.value ? ` ${JSON.stringify(error.value)}` : ''}`);
    throw error;
  }
}

export function pointsCommand(db: Db, area: string, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (!pointSettings(db, merchant.code)) return refused(`${merchant.code} has no point mall`);
  if (area === 'redeem' && action === 'list') {
    const status = args[0] === undefined ? null : (REDEMPTION_STATUSES.find((s) => s === args[0]!.toUpperCase()) as RedemptionStatus | undefined);
    if (status === undefined) return refused(`status: one of ${REDEMPTION_STATUSES.join(', ')}`);
    const rows = desk(db, merchant.code, status);
    if (!rows.length) return done(`${merchant.code}: no redemptions${status ? ` ${status}` : ''}`);
    return done(
      ...rows.map(
        (r) =>
          `${String(r.id).padStart(5)}  ${r.status.padEnd(10)} ${r.username.padEnd(14)} item ${String(r.itemId).padEnd(4)} ${String(r.points).padStart(8)} pts  ${when(r.createdAt)}${r.reason ? `  ${r.reason}` : ''}`,
      ),
    );
  }
  if (area === 'redeem' && action === 'approve') {
    const id = idArg(args[0]);
    if (id === null) return null;
    return decide(() => approveRedemption(db, merchant.code, id));
  }
  if (area === 'redeem' && action === 'reject') {
    const id = idArg(args[0]);
    if (id === null) return null;
    const reason = args.slice(1).join(' ').trim().slice(0, 200) || 'Rejected by the operator';
    return decide(() => rejectRedemption(db, merchant.code, id, reason));
  }
  if (area === 'points' && action === 'grant') {
    const [username, pointsText] = args;
    const points = pointsText && /^[1-9]\d{0,8}$/.test(pointsText) ? Number(pointsText) : null;
    if (!username || points === null) return null;
    const member = db
      .prepare<unknown[], { id: number; type: number }>('SELECT id, type FROM members WHERE merchant = ? AND username = ?')
      .get(merchant.code, username);
    if (!member) return refused(`${merchant.code}: no member "${username}"`);
    if (member.type === 4) return refused(`${username} is a trial account: points are for real accounts`);
    accruePoints(db, merchant.code, member.id);
    postPoints(db, {
      merchant: merchant.code,
      memberId: member.id,
      kind: 'GRANT',
      points,
      idempotencyKey: `grant:${member.id}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`,
      meta: { note: 'Granted by the operator' },
    });
    return done(`${merchant.code}: ${username} +${points} points, balance ${pointBalance(db, member.id)}`);
  }
  if (area === 'points' && action === 'check') {
    const problems = checkPoints(db, merchant.code);
    return problems.length ? refused(...problems) : done(`${merchant.code}: points journal balanced`);
  }
  return null;
}
