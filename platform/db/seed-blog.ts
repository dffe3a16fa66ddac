import { insertBlogArticle } from './blog';
import type { Db } from './db';
import { ALL_MODULES, MERCHANTS, MODULE_PARENTS } from './seed-data';
import { BLOG_SEEDS } from './seed-blog-data';

const DAY = 86_400_000;

/**
 * The BLOG3 module (on databases made before it) and the demo brands' articles, written for a merchant
 * only while it has none, so an operator's drafts and publications survive restarts.
 */
export function seedBlog(db: Db, now = Date.now()) {
  db.transaction(() => {
    const node = db.prepare(
      'INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM merchants WHERE code = ?)',
    );
    for (const m of MERCHANTS)
      node.run(m.code, 'BLOG3', MODULE_PARENTS.BLOG3 ?? null, m.modulesOn.includes('BLOG3') ? 1 : 0, ALL_MODULES.indexOf('BLOG3'), m.code);
    for (const [merchant, articles] of Object.entries(BLOG_SEEDS)) {
      if (!db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(merchant)) continue;
      if (db.prepare('SELECT 1 FROM blog_articles WHERE merchant = ? LIMIT 1').get(merchant)) continue;
      articles.forEach((a, i) => {
        // Publication times hang off the hour of seeding, so "newest first" is stable and recent on a fresh database.
        const at = Math.floor(now / 3_600_000) * 3_600_000 - a.daysAgo * DAY - i * 60_000;
        insertBlogArticle(
          db,
          merchant,
          {
            slug: a.slug,
            category: a.category,
            hue: (i * 53 + (merchant === 'demob02' ? 140 : 20)) % 360,
            status: a.draft ? 'DRAFT' : 'PUBLISHED',
            publishedAt: a.draft ? null : at,
            texts: a.texts,
          },
          at,
        );
      });
    }
  })();
}
