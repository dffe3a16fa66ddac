import type { Db } from './db';
import { PROMOTION_SEEDS } from './seed-promotions-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo brands' promotions, written for a merchant only while it has none (operator changes survive
 * restarts). Rules attach to the promotion announcements the content seed wrote; the others are new
 * announcements with their own period, title, terms and card image.
 */
export function seedPromotions(db: Db, now = Date.now()) {
  const seedTime = Math.floor(now / HOUR) * HOUR;
  db.transaction(() => {
    for (const [merchant, seeds] of Object.entries(PROMOTION_SEEDS)) {
      const currency = db.prepare<unknown[], string>('SELECT currency FROM cashier_settings WHERE merchant = ?').pluck().get(merchant);
      if (!currency || db.prepare('SELECT 1 FROM promotions WHERE merchant = ? LIMIT 1').get(merchant)) continue;
      const taken = new Set<number>();
      const insert = db.prepare(
        `INSERT INTO promotions (id, merchant, announcement_id, action, currency, bonus_minor, turnover_multiplier, min_vip_level, min_deposit_minor, new_member_days, target_valid_bet_minor, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      seeds.forEach((s, sort) => {
        let announcement: number | undefined;
        if (s.existing) {
          const candidates = db
            .prepare<unknown[], number>("SELECT id FROM announcements WHERE merchant = ? AND type = 'PR' AND category = ? ORDER BY id")
            .pluck()
            .all(merchant, s.category);
          announcement = candidates.find((id) => !taken.has(id));
          if (announcement === undefined) return;
        } else {
          const start = seedTime + (s.startDays ?? 0) * DAY;
          announcement = Number(
            db
              .prepare("INSERT INTO announcements (merchant, type, execution, category, create_time, start_date, end_date) VALUES (?, 'PR', NULL, ?, ?, ?, ?)")
              .run(merchant, s.category, Math.min(start, seedTime), start, s.endDays === undefined ? null : seedTime + s.endDays * DAY).lastInsertRowid,
          );
          for (const [lang, text] of Object.entries(s.texts ?? {})) {
            if (text)
              db.prepare('INSERT INTO announcement_texts (announcement_id, lang, title, content) VALUES (?, ?, ?, ?)').run(
                announcement,
                lang,
                text.title,
                text.content,
              );
          }
          db.prepare('INSERT INTO announcement_images (announcement_id, sequence, path) VALUES (?, 1, ?)').run(announcement, `/cdn/promo/${announcement}.svg`);
        }
        taken.add(announcement);
        insert.run(
          announcement,
          merchant,
          announcement,
          s.action,
          currency,
          s.bonusMinor,
          s.turnover,
          s.minVip ?? 0,
          s.minDepositMinor ?? 0,
          s.newMemberDays ?? null,
          s.targetMinor ?? 0,
          sort,
        );
      });
    }
  })();
}
