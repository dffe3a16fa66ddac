import { PARTNER_LOGOS, PAYMENT_LOGOS } from './logos';
import type { Db } from './db';
import { CONTENT, type ContentSeed } from './seed-content-data';
import { prng } from './seed-games';
import { HELP_PAGES, type HelpSeed } from './seed-help-data';
import { maskWinnerName } from './winner-names';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Home content of the demo brands. Each kind (banners, notices, winners, jackpot, logos, help) is written
 * for a merchant only while that merchant has none of it, so a database from an older version (merchants
 * already there, content tables new) is filled too and operator edits survive restarts.
 */
export function seedMerchantContent(db: Db, now = Date.now()) {
  // Times hang off the hour of seeding: "recent" stays recent on a fresh database, and fixed afterwards.
  const seedTime = Math.floor(now / HOUR) * HOUR;
  const has = (table: string, merchant: string, extra = '') => Boolean(db.prepare(`SELECT 1 FROM ${table} WHERE merchant = ? ${extra} LIMIT 1`).get(merchant));
  db.transaction(() => {
    for (const c of CONTENT) {
      const merchant = db.prepare<unknown[], string>('SELECT name FROM merchants WHERE code = ?').pluck().get(c.merchant);
      if (!merchant) continue;
      if (!has('banners', c.merchant)) seedBanners(db, c);
      if (!has('announcements', c.merchant)) seedNotices(db, c, seedTime);
      if (!has('winners', c.merchant)) seedWinners(db, c.merchant, seedTime);
      db.prepare('INSERT OR IGNORE INTO jackpots (merchant, amount_cents, as_of, currency, currency_symbol) VALUES (?, ?, ?, ?, ?)').run(
        c.merchant,
        Math.round(c.jackpotAmount * 100),
        seedTime,
        c.currency[0],
        c.currency[1],
      );
      if (!has('resources', c.merchant, "AND resource_type IN ('PAYMENT', 'PARTNER')")) seedLogos(db, c);
      if (!has('help_items', c.merchant)) seedHelp(db, c.merchant, merchant);
    }
  })();
}

function seedBanners(db: Db, c: ContentSeed) {
  const insert = db.prepare('INSERT INTO banners (merchant, group_name, linkage_type, linkage_target, hue, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const title = db.prepare('INSERT INTO banner_titles (banner_id, lang, title) VALUES (?, ?, ?)');
  const perGroup = new Map<string, number>();
  c.banners.forEach((b, i) => {
    const sort = (perGroup.get(b.group) ?? 0) + 1;
    perGroup.set(b.group, sort);
    const id = insert.run(c.merchant, b.group, b.link?.[0] ?? null, b.link?.[1] ?? null, (c.bannerHue + i * 29) % 360, sort).lastInsertRowid;
    for (const [lang, text] of Object.entries(b.title)) if (text) title.run(id, lang, text);
  });
}

function seedNotices(db: Db, c: ContentSeed, seedTime: number) {
  const homeBanner = db
    .prepare<unknown[], number>("SELECT id FROM banners WHERE merchant = ? AND group_name = 'w_home' ORDER BY sort LIMIT 1")
    .pluck()
    .get(c.merchant);
  const fill = (html: string) =>
    homeBanner ? html.replaceAll('{{homeBanner}}', String(homeBanner)) : html.replaceAll('{{cdn}}/banner/{{homeBanner}}.svg', '{{cdn}}/game/default.webp');
  const insert = db.prepare('INSERT INTO announcements (merchant, type, execution, category, create_time, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const texts = db.prepare('INSERT INTO announcement_texts (announcement_id, lang, title, content) VALUES (?, ?, ?, ?)');
  const image = db.prepare('INSERT INTO announcement_images (announcement_id, sequence, path) VALUES (?, ?, ?)');
  for (const n of c.notices) {
    const created = seedTime - n.hoursAgo * HOUR;
    const promo = n.type === 'PR';
    const id = Number(
      insert.run(c.merchant, n.type, n.execution ?? null, n.category ?? null, created, promo ? created : null, promo ? seedTime + 90 * DAY : null)
        .lastInsertRowid,
    );
    for (const [lang, t] of Object.entries(n.texts)) if (t) texts.run(id, lang, t.title, fill(t.content));
    for (let seq = 1; seq <= (n.images ?? 0); seq++) image.run(id, seq, seq === 1 ? `/cdn/promo/${id}.svg` : `/cdn/promo/${id}-${seq}.svg`);
  }
}

const PLAYER_NAMES = [
  'player',
  'lucky',
  'minh',
  'tran',
  'kenji',
  'maria',
  'jose',
  'anna',
  'dragon',
  'tiger',
  'huong',
  'somchai',
  'yuki',
  'rey',
  'bella',
  'ace',
  'king',
  'nguyen',
  'lin',
  'mark',
];
const hash = (s: string) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** ~40 recent big wins on the merchant's own vendors' games; names masked the way the board shows them. */
function seedWinners(db: Db, merchant: string, seedTime: number) {
  const games = db
    .prepare<unknown[], number>(
      `SELECT g.node_id FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = ?
        WHERE g.game_type IN ('RNG', 'LIVE', 'FISH', 'PVP') ORDER BY g.node_id`,
    )
    .pluck()
    .all(merchant);
  if (!games.length) return;
  const rng = prng(hash(merchant));
  const insert = db.prepare('INSERT INTO winners (merchant, node_id, customer_name, win_amount_cents, win_time) VALUES (?, ?, ?, ?, ?)');
  for (let i = 0; i < 40; i++) {
    const user = PLAYER_NAMES[Math.floor(rng() * PLAYER_NAMES.length)]! + String(Math.floor(rng() * 999) + 1);
    const masked = maskWinnerName(user);
    // Log-uniform between 50 and 250,000, skewed towards the small end like real win feeds.
    const amount = Math.exp(Math.log(50) + rng() ** 1.6 * (Math.log(250_000) - Math.log(50)));
    insert.run(merchant, games[Math.floor(rng() * games.length)]!, masked, Math.round(amount * 100), seedTime - Math.floor(rng() * 3 * DAY));
  }
}

function seedLogos(db: Db, c: ContentSeed) {
  const insert = db.prepare('INSERT INTO resources (merchant, resource_type, url, label, sort) VALUES (?, ?, ?, ?, ?)');
  c.payments.forEach((code, i) => insert.run(c.merchant, 'PAYMENT', `/cdn/logo/payment/${code}.png`, PAYMENT_LOGOS[code]?.label ?? code, i));
  c.partners.forEach((code, i) => insert.run(c.merchant, 'PARTNER', `/cdn/logo/partner/${code}.png`, PARTNER_LOGOS[code]?.label ?? code, i));
}

function seedHelp(db: Db, merchant: string, brand: string) {
  const insert = db.prepare(
    'INSERT INTO help_items (merchant, lang, parent_id, tag, title, content, bg_color, display, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const write = (lang: string, items: HelpSeed[], parent: number | null) =>
    items.forEach((item, i) => {
      const id = Number(
        insert.run(merchant, lang, parent, item.tag, item.title, item.content.replaceAll('{brand}', brand), item.bgColor ?? null, item.hidden ? 0 : 1, i)
          .lastInsertRowid,
      );
      if (item.children) write(lang, item.children, id);
    });
  for (const [lang, items] of Object.entries(HELP_PAGES[merchant] ?? {})) if (items) write(lang, items, null);
}
