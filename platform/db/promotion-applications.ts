import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sendPromotionResult } from './inbox';
import type { Db } from './db';
import { oneRow } from './one-row';
import { payPromotion, requireOpen } from './promotion-actions';
import { eligibility, isEligible, promotionRow, textsOf, type MemberFacts } from './promotions';
import { Refusal } from './refusal';

/**
 * Activity applications: the member uploads up to three images (each its own call), then applies with a
 * comment naming them. Images are PNG or JPEG by their first bytes, at most 5 MB, written under a random
 * name to a folder beside the database that nothing serves. The operator approves (the prize is paid
 * once, through the same ledger key as a claim) or rejects with a reason; either way the member gets an
 * inbox notice.
 */
export const MAX_COMMENT = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images uploaded but never sent with an application are dropped after this long. */
const LOOSE_UPLOAD_MS = 60 * 60_000;
/** How many loose images one member may hold at once (a full disk is not a feature). */
const MAX_LOOSE_UPLOADS = 9;

export function imageTypeOf(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Where application images live: beside the database file, or in the temp folder for an in-memory one. */
export function uploadsFolder(db: Db): string {
  const base = db.memory ? os.tmpdir() : path.dirname(path.resolve(db.name));
  const folder = path.join(base, 'promotion-uploads');
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/** Every member's images that were never sent with an application and have waited past LOOSE_UPLOAD_MS; answers how many. */
export function dropLooseUploads(db: Db, now: number): number {
  const old = db
    .prepare<
      unknown[],
      {
        id: number;
        file_name: string;
      }
    >('SELECT id, file_name FROM promotion_uploads WHERE application_id IS NULL AND uploaded_at < ?')
    .all(now - LOOSE_UPLOAD_MS);
  if (!old.length) return 0;
  const folder = uploadsFolder(db);
  for (const u of old) {
    fs.rmSync(path.join(folder, u.file_name), { force: true });
    db.prepare('DELETE FROM promotion_uploads WHERE id = ?').run(u.id);
  }
  return old.length;
}

export function storeApplicationImage(db: Db, merchant: string, memberId: number, bytes: Buffer, now = Date.now()) {
  if (bytes.length === 0) throw new Refusal('upload.invalid');
  if (bytes.length > MAX_IMAGE_BYTES) throw new Refusal('upload.too.large', null, 413);
  const type = imageTypeOf(bytes.subarray(0, 8));
  if (!type) throw new Refusal('upload.invalid');
  dropLooseUploads(db, now);
  const loose = oneRow(
    db.prepare<unknown[], number>('SELECT COUNT(*) FROM promotion_uploads WHERE member_id = ? AND application_id IS NULL').pluck().get(memberId),
  );
  if (loose >= MAX_LOOSE_UPLOADS) throw new Refusal('upload.limit');
  const fileName = `${crypto.randomUUID()}${type === 'image/png' ? '.png' : '.jpg'}`;
  fs.writeFileSync(path.join(uploadsFolder(db), fileName), bytes, { mode: 0o600 });
  const id = Number(
    db
      .prepare('INSERT INTO promotion_uploads (merchant, member_id, file_name, content_type, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(merchant, memberId, fileName, type, bytes.length, now).lastInsertRowid,
  );
  return { id, contentType: type, size: bytes.length };
}

export function applyPromotion(
  db: Db,
  merchant: string,
  member: MemberFacts,
  id: number | null,
  form: { comment: string; imageIds: number[]; requestId: string },
  now = Date.now(),
) {
  return db
    .transaction(() => {
      const again = db
        .prepare<unknown[], number>('SELECT id FROM promotion_applications WHERE member_id = ? AND request_id = ?')
        .pluck()
        .get(member.id, form.requestId);
      if (again !== undefined) throw new Refusal('request.duplicate', { id: again });
      const p = requireOpen(db, merchant, id, now);
      if (p.action !== 'APPLY') throw new Refusal('promotion.action.invalid');
      const comment = form.comment.trim();
      if (!comment) throw new Refusal('application.comment.required');
      if ([...comment].length > MAX_COMMENT) throw new Refusal('application.comment.too.long', { max: MAX_COMMENT });
      const ids = [...new Set(form.imageIds)];
      if (ids.length > MAX_IMAGES) throw new Refusal('application.images.too.many', { max: MAX_IMAGES });
      const open = db
        .prepare<unknown[], number>("SELECT id FROM promotion_applications WHERE promotion_id = ? AND member_id = ? AND status IN ('PENDING', 'APPROVED')")
        .pluck()
        .get(p.id, member.id);
      if (open !== undefined) throw new Refusal('promotion.applied', { id: open });
      const rules = eligibility(db, p, member, now);
      if (!isEligible(rules)) throw new Refusal('promotion.not.eligible', { rules: rules.filter((r) => r.met === false).map((r) => r.rule) });
      const mine = ids.length
        ? db
            .prepare<unknown[], number>(
              `SELECT id FROM promotion_uploads WHERE member_id = ? AND application_id IS NULL AND id IN (${ids.map(() => '?').join(',')})`,
            )
            .pluck()
            .all(member.id, ...ids)
        : [];
      if (mine.length !== ids.length) throw new Refusal('application.image.not.found');
      const applicationId = Number(
        db
          .prepare(
            "INSERT INTO promotion_applications (merchant, promotion_id, member_id, comment, status, request_id, created_at) VALUES (?, ?, ?, ?, 'PENDING', ?, ?)",
          )
          .run(merchant, p.id, member.id, comment, form.requestId, now).lastInsertRowid,
      );
      for (const imageId of ids) db.prepare('UPDATE promotion_uploads SET application_id = ? WHERE id = ?').run(applicationId, imageId);
      return { id: p.id, applicationId, status: 'APPLYING' as const, images: ids.length };
    })
    .immediate();
}

type ApplicationListRow = {
  id: number;
  promotion_id: number;
  announcement_id: number;
  username: string;
  comment: string;
  status: string;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
};

/** The operator's queue: applications of the merchant (PENDING unless another status or ALL is asked), with their image files. */
export function listApplications(db: Db, merchant: string, status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'ALL' = 'PENDING') {
  const rows = db
    .prepare<unknown[], ApplicationListRow>(
      `SELECT a.id, a.promotion_id, p.announcement_id, m.username, a.comment, a.status, a.reason, a.created_at, a.decided_at
         FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id JOIN members m ON m.id = a.member_id
        WHERE a.merchant = ? AND (? = 'ALL' OR a.status = ?) ORDER BY a.id`,
    )
    .all(merchant, status, status);
  const titles = textsOf(db, [...new Set(rows.map((r) => r.announcement_id))], ['EN']);
  const folder = rows.length ? uploadsFolder(db) : '';
  return rows.map((r) => ({
    ...r,
    title: titles.get(r.announcement_id)?.title ?? '',
    images: db
      .prepare<unknown[], string>('SELECT file_name FROM promotion_uploads WHERE application_id = ? ORDER BY id')
      .pluck()
      .all(r.id)
      .map((f) => path.join(folder, f)),
  }));
}

/**
 * The operator's decision on a pending application, in one write transaction with its payment and its
 * inbox notice: deciding twice changes nothing the second time (`application.decided`).
 */
export function decideApplication(db: Db, merchant: string, applicationId: number, decision: 'APPROVED' | 'REJECTED', reason: string | null, now = Date.now()) {
  return db
    .transaction(() => {
      const a = db
        .prepare<unknown[], { id: number; promotion_id: number; member_id: number; status: string }>(
          'SELECT * FROM promotion_applications WHERE id = ? AND merchant = ?',
        )
        .get(applicationId, merchant);
      if (!a) throw new Refusal('application.not.found', null, 404);
      if (a.status !== 'PENDING') throw new Refusal('application.decided', { status: a.status });
      const p = promotionRow(db, merchant, a.promotion_id)!;
      const member = oneRow(
        db.prepare<unknown[], { currency: string }>('SELECT currency FROM members WHERE id = ?').get(a.member_id),
        "the applicant's currency",
      );
      const title = textsOf(db, [p.announcement_id], ['EN']).get(p.announcement_id)?.title ?? `Promotion ${p.id}`;
      db.prepare('UPDATE promotion_applications SET status = ?, reason = ?, decided_at = ? WHERE id = ?').run(decision, reason, now, a.id);
      if (decision === 'REJECTED') {
        sendPromotionResult(db, {
          merchant,
          memberId: a.member_id,
          promotionTitle: title,
          status: 'REJECTED',
          currency: member.currency,
          reason: reason ?? undefined,
          at: now,
        });
        return { id: a.id, status: decision, bonusMinor: 0 };
      }
      const paid = payPromotion(db, p, a.member_id, now, { applicationId: a.id });
      db.prepare(
        `INSERT INTO promotion_entries (promotion_id, member_id, status, joined_at, paid_at, request_id, transaction_id, bonus_grant_id) VALUES (?, ?, 'ISSUED', ?, ?, NULL, ?, ?)
       ON CONFLICT (promotion_id, member_id) DO UPDATE SET status = 'ISSUED', paid_at = excluded.paid_at, transaction_id = excluded.transaction_id, bonus_grant_id = excluded.bonus_grant_id`,
      ).run(p.id, a.member_id, now, now, paid.transactionId, paid.bonusGrantId);
      sendPromotionResult(db, {
        merchant,
        memberId: a.member_id,
        promotionTitle: title,
        status: 'APPROVED',
        bonusMinor: p.bonus_minor,
        currency: member.currency,
        at: now,
      });
      return { id: a.id, status: decision, bonusMinor: p.bonus_minor, transactionId: paid.transactionId };
    })
    .immediate();
}
