import type { MemberRow } from './members';
import type { Db } from './db';
import { oneRow } from './one-row';
import { pointBalance, pointsPostedUnder, postPoints } from './points-journal';
import { Refusal } from './refusal';

/**
 * The point mall's items and their redemptions. A redemption takes the points and one of the stock in
 * one SQLite write transaction: the stock goes down only by a conditional update (`stock > 0`), so two
 * players racing for the last item leave exactly one redemption and a stock of zero, never below.
 */
export type RedemptionStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
export const REDEMPTION_STATUSES: readonly RedemptionStatus[] = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

type ItemRow = { id: number; merchant: string; points_cost: number; stock: number; limit_per_member: number | null; active: number; sort: number };

/** A path on the image CDN (`imageCDNs` of the status call), like game art: the site puts the base in front. */
export const itemImagePath = (id: number) => `/reward/${id}.png`;

function textsOf(db: Db, itemId: number, chain: string[]): { name: string; description: string } {
  const rows = db
    .prepare<unknown[], { lang: string; name: string; description: string }>('SELECT lang, name, description FROM point_item_texts WHERE item_id = ?')
    .all(itemId);
  // The reader's language first, then the brand's default, then any text rather than none.
  const hit = chain.map((lang) => rows.find((r) => r.lang === lang)).find(Boolean) ?? rows[0];
  return { name: hit?.name ?? `#${itemId}`, description: hit?.description ?? '' };
}

/** How many of an item the member holds or is waiting for (a rejected one no longer counts). */
const redeemedCount = (db: Db, memberId: number, itemId: number) =>
  oneRow(
    db
      .prepare<unknown[], number>("SELECT COUNT(*) FROM point_redemptions WHERE member_id = ? AND item_id = ? AND status <> 'REJECTED'")
      .pluck()
      .get(memberId, itemId),
  );

/** `MCS2_getPointReward`: the active items, in the reader's language; `redeemedByMe` only for a member. */
export function pointItems(db: Db, merchant: string, chain: string[], memberId: number | null) {
  const rows = db
    .prepare<unknown[], ItemRow>(
      'SELECT id, merchant, points_cost, stock, limit_per_member, active, sort FROM point_items WHERE merchant = ? AND active = 1 ORDER BY sort, id',
    )
    .all(merchant);
  return rows.map((r) => ({
    id: r.id,
    ...textsOf(db, r.id, chain),
    imageUrl: itemImagePath(r.id),
    points: r.points_cost,
    stock: r.stock,
    limitPerMember: r.limit_per_member,
    redeemedByMe: memberId === null ? null : redeemedCount(db, memberId, r.id),
  }));
}

/** The art an item's image is drawn with; null when there is no such item. */
export function itemArt(db: Db, id: number): { name: string; art: string; hue: number } | null {
  const row = db.prepare<unknown[], { art: string; hue: number }>('SELECT art, hue FROM point_items WHERE id = ?').get(id);
  return row ? { ...row, name: textsOf(db, id, ['EN']).name } : null;
}

/**
 * Every rule a redemption must pass, in the order a player would fix them: the item exists and is on
 * offer, has stock, is under the member's limit, and the member has the points. Checked before the
 * payment password (a request that cannot succeed costs no attempt) and again inside the write.
 */
export function checkRedemption(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>, itemId: number | null): ItemRow {
  const item =
    itemId === null
      ? undefined
      : db
          .prepare<unknown[], ItemRow>('SELECT id, merchant, points_cost, stock, limit_per_member, active, sort FROM point_items WHERE id = ? AND merchant = ?')
          .get(itemId, member.merchant);
  if (!item || !item.active) throw new Refusal('item.not.found', null, 404);
  if (item.stock <= 0) throw new Refusal('item.out.of.stock', { stock: 0 });
  if (item.limit_per_member !== null && redeemedCount(db, member.id, item.id) >= item.limit_per_member)
    throw new Refusal('item.limit.reached', { limit: item.limit_per_member });
  const points = pointBalance(db, member.id);
  if (points < item.points_cost) throw new Refusal('points.insufficient', { points, needed: item.points_cost });
  return item;
}

/** Takes the points and one of the stock and opens the redemption In Process; a replayed requestId is `request.duplicate`. */
export function redeemItem(db: Db, member: Pick<MemberRow, 'id' | 'merchant'>, itemId: number | null, requestId: string, now = Date.now()) {
  return db
    .transaction(() => {
      const key = `redeem:${member.id}:${requestId}`;
      const first = pointsPostedUnder(db, member.merchant, key);
      if (first !== undefined) {
        const id = db.prepare<unknown[], number>('SELECT id FROM point_redemptions WHERE member_id = ? AND request_id = ?').pluck().get(member.id, requestId);
        throw new Refusal('request.duplicate', { id: id ?? first }, 409);
      }
      const item = checkRedemption(db, member, itemId);
      const taken = db.prepare('UPDATE point_items SET stock = stock - 1 WHERE id = ? AND stock > 0 AND active = 1').run(item.id).changes;
      if (taken !== 1) throw new Refusal('item.out.of.stock', { stock: 0 });
      const name = textsOf(db, item.id, ['EN']).name;
      const transactionId = postPoints(db, {
        merchant: member.merchant,
        memberId: member.id,
        kind: 'REDEEM',
        points: -item.points_cost,
        idempotencyKey: key,
        reference: `item:${item.id}`,
        at: now,
        meta: { note: `Redeemed ${name}`, itemId: item.id },
      });
      const id = Number(
        db
          .prepare(
            "INSERT INTO point_redemptions (merchant, member_id, item_id, points, status, request_id, transaction_id, created_at) VALUES (?, ?, ?, ?, 'IN_PROCESS', ?, ?, ?)",
          )
          .run(member.merchant, member.id, item.id, item.points_cost, requestId, transactionId, now).lastInsertRowid,
      );
      return { id, status: 'IN_PROCESS' as const, points: item.points_cost, balance: pointBalance(db, member.id) };
    })
    .immediate();
}

type RedemptionRow = {
  id: number;
  merchant: string;
  member_id: number;
  item_id: number;
  points: number;
  status: RedemptionStatus;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
};

/** `MCS2_getRedeemPointList`: the member's redemptions, newest first. */
export function redemptionPage(db: Db, memberId: number, status: RedemptionStatus | null, chain: string[], page: { pageNo: number; pageSize: number }) {
  const where = status ? 'member_id = ? AND status = ?' : 'member_id = ?';
  const args: unknown[] = status ? [memberId, status] : [memberId];
  const totalCount = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM point_redemptions WHERE ${where}`)
      .pluck()
      .get(...args),
  );
  const rows = db
    .prepare<unknown[], RedemptionRow>(
      `SELECT id, merchant, member_id, item_id, points, status, reason, created_at, decided_at FROM point_redemptions WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      itemId: r.item_id,
      itemName: textsOf(db, r.item_id, chain).name,
      imageUrl: itemImagePath(r.item_id),
      points: r.points,
      status: r.status,
      reason: r.reason,
      createdAt: r.created_at,
      decidedAt: r.decided_at,
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.pageSize)),
  };
}

export function redemptionById(db: Db, merchant: string, id: number): RedemptionRow | undefined {
  return db
    .prepare<unknown[], RedemptionRow>(
      'SELECT id, merchant, member_id, item_id, points, status, reason, created_at, decided_at FROM point_redemptions WHERE id = ? AND merchant = ?',
    )
    .get(id, merchant);
}

/** The operator's list, oldest waiting first. */
export function desk(db: Db, merchant: string, status: RedemptionStatus | null) {
  return db
    .prepare<unknown[], { id: number; points: number; status: RedemptionStatus; reason: string | null; createdAt: number; username: string; itemId: number }>(
      `SELECT r.id, r.points, r.status, r.reason, r.created_at AS createdAt, m.username, r.item_id AS itemId
         FROM point_redemptions r JOIN members m ON m.id = r.member_id WHERE r.merchant = ? ${status ? 'AND r.status = ?' : ''} ORDER BY r.id LIMIT 200`,
    )
    .all(...(status ? [merchant, status] : [merchant]));
}

/** The operator delivered the item: In Process → Approved. Anything else is `redemption.decided`. */
export function approveRedemption(db: Db, merchant: string, id: number, now = Date.now()) {
  return db
    .transaction(() => {
      const r = redemptionById(db, merchant, id);
      if (!r) throw new Refusal('redemption.not.found', null, 404);
      if (r.status !== 'IN_PROCESS') throw new Refusal('redemption.decided', { status: r.status }, 409);
      db.prepare("UPDATE point_redemptions SET status = 'APPROVED', decided_at = ? WHERE id = ? AND status = 'IN_PROCESS'").run(now, id);
      return { ...r, status: 'APPROVED' as const, decided_at: now };
    })
    .immediate();
}

/**
 * In Process → Rejected: the points come back and the stock returns, in one write keyed by the
 * redemption, so a second rejection (or a rejection racing an approval) changes nothing.
 */
export function rejectRedemption(db: Db, merchant: string, id: number, reason: string, now = Date.now()) {
  return db
    .transaction(() => {
      const r = redemptionById(db, merchant, id);
      if (!r) throw new Refusal('redemption.not.found', null, 404);
      if (r.status !== 'IN_PROCESS') throw new Refusal('redemption.decided', { status: r.status }, 409);
      const refund = postPoints(db, {
        merchant,
        memberId: r.member_id,
        kind: 'REDEEM_REFUND',
        points: r.points,
        idempotencyKey: `redeem-refund:${r.id}`,
        reference: `redemption:${r.id}`,
        at: now,
        meta: { note: `Refund of redemption ${r.id}`, reason },
      });
      db.prepare('UPDATE point_items SET stock = stock + 1 WHERE id = ?').run(r.item_id);
      db.prepare(
        "UPDATE point_redemptions SET status = 'REJECTED', reason = ?, refund_transaction_id = ?, decided_at = ? WHERE id = ? AND status = 'IN_PROCESS'",
      ).run(reason, refund, now, id);
      return { ...r, status: 'REJECTED' as const, reason, decided_at: now };
    })
    .immediate();
}
