import type { Db } from './db';
import { accruePoints } from './point-earning';
import { approveRedemption, redeemItem, rejectRedemption } from './point-items';
import { postPoints } from './points-journal';
import { POINT_MALLS } from './seed-point-mall-data';

/**
 * The demo brands' point malls, once per brand (an operator's later changes survive restarts): rules,
 * the exchange table, items, and for demo players their points from past bets, welcome points and a
 * few redemptions the operator already decided.
 */
export function seedPointMall(db: Db) {
  const now = Date.now();
  for (const [merchant, mall] of Object.entries(POINT_MALLS)) {
    if (!db.prepare('SELECT 1 FROM cashier_settings WHERE merchant = ?').get(merchant)) continue;
    const fresh = db
      .transaction(() => {
        const inserted = db
          .prepare(
            'INSERT OR IGNORE INTO point_settings (merchant, earn_valid_bet_minor, min_convert_points, convert_step_points, expiry_days) VALUES (?, ?, ?, ?, NULL)',
          )
          .run(merchant, mall.earnValidBetMinor, mall.minConvertPoints, mall.convertStepPoints).changes;
        if (!inserted) return null;
        const rate = db.prepare('INSERT INTO point_exchange_rates (merchant, min_points, cash_minor_per_step) VALUES (?, ?, ?)');
        for (const [min, cash] of mall.rates) rate.run(merchant, min, cash);
        if (mall.enableModule) db.prepare("UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant = ? AND mod_id = 'PTSYS3'").run(merchant);
        const item = db.prepare(
          'INSERT INTO point_items (merchant, points_cost, stock, limit_per_member, active, art, hue, sort, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)',
        );
        const text = db.prepare('INSERT INTO point_item_texts (item_id, lang, name, description) VALUES (?, ?, ?, ?)');
        return mall.items.map((it, i) => {
          const id = Number(item.run(merchant, it.points, it.stock, it.limit, it.art, it.hue, i, now).lastInsertRowid);
          for (const [lang, [name, description]] of Object.entries(it.texts)) text.run(id, lang, name, description);
          return id;
        });
      })
      .immediate();
    if (!fresh) continue;
    for (const p of mall.players) {
      const memberId = db.prepare<unknown[], number>('SELECT id FROM members WHERE merchant = ? AND username = ?').pluck().get(merchant, p.username);
      if (memberId === undefined) continue;
      const member = { id: memberId, merchant };
      accruePoints(db, merchant, memberId);
      postPoints(db, {
        merchant,
        memberId,
        kind: 'GRANT',
        points: p.grant,
        idempotencyKey: `seed-grant:${memberId}`,
        at: now - 20 * 86_400_000,
        meta: { note: 'Welcome points' },
      });
      p.approved.forEach((index, n) => {
        const r = redeemItem(db, member, fresh[index]!, `seed-approved-${n}`, now - (12 - n) * 86_400_000);
        approveRedemption(db, merchant, r.id, now - (11 - n) * 86_400_000);
      });
      p.rejected.forEach(([index, reason], n) => {
        const r = redeemItem(db, member, fresh[index]!, `seed-rejected-${n}`, now - (6 - n) * 86_400_000);
        rejectRedemption(db, merchant, r.id, reason, now - (5 - n) * 86_400_000);
      });
    }
  }
}
