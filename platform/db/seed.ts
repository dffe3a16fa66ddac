import { generateKeyPair } from '../crypto/envelope';
import type { Db } from './open';
import { ALL_MODULES, COUNTRIES, MERCHANTS, MODULE_PARENTS, VENDORS } from './seed-data';

/** Inserts demo merchants that are absent, so admin changes to existing ones survive restarts. */
export function seedDemoMerchants(db: Db) {
  db.transaction(() => {
    const insertVendor = db.prepare('INSERT OR IGNORE INTO vendors (code, display_name, category, is_hot, is_game, account_type_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
    VENDORS.forEach((v, i) => insertVendor.run(v.code, v.name, v.category, v.hot ?? 0, v.isGame ?? null, 100 + i, i));
    const insertCountry = db.prepare('INSERT OR IGNORE INTO countries (code, dialing_code, name, sort) VALUES (?, ?, ?, ?)');
    COUNTRIES.forEach(([code, dialing, name], i) => insertCountry.run(code, dialing, name, i));
    if (!db.prepare('SELECT 1 FROM platform_keys WHERE id = 1').get()) {
      const { n, e, d } = generateKeyPair();
      db.prepare('INSERT INTO platform_keys (id, n, e, d) VALUES (1, ?, ?, ?)').run(n, e, d);
    }
    for (const m of MERCHANTS) {
      if (db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(m.code)) continue;
      db.prepare('INSERT INTO merchants (code, name, default_language, languages, main_domain, gtag_id) VALUES (?, ?, ?, ?, ?, ?)').run(
        m.code, m.name, m.defaultLanguage, JSON.stringify(m.languages), m.mainDomain, m.gtagId,
      );
      const node = db.prepare('INSERT INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort) VALUES (?, ?, ?, ?, ?)');
      ALL_MODULES.forEach((mod, i) => node.run(m.code, mod, MODULE_PARENTS[mod] ?? null, m.modulesOn.includes(mod) ? 1 : 0, i));
      const rule = db.prepare('INSERT INTO register_rules (merchant, field, enabled, required, pattern_id, min_length, max_length, accepted_pattern) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      for (const [field, r] of Object.entries(m.registerRules)) rule.run(m.code, field, ...r);
      const cs = db.prepare('INSERT INTO customer_service (merchant, title, cs_type, url, sort) VALUES (?, ?, ?, ?, ?)');
      m.customerService.forEach((c, i) => cs.run(m.code, c.title, c.csType, c.url, i));
      const res = db.prepare('INSERT INTO resources (merchant, resource_type, url) VALUES (?, ?, ?)');
      for (const [type, url] of Object.entries(m.resources)) res.run(m.code, type, url);
      const mv = db.prepare('INSERT INTO merchant_vendors (merchant, vendor_code) VALUES (?, ?)');
      for (const code of m.vendors) mv.run(m.code, code);
      const dom = db.prepare('INSERT INTO domains (merchant, domain_name, speed) VALUES (?, ?, ?)');
      m.domains.forEach((d, i) => dom.run(m.code, d, 20 + i * 15));
    }
  })();
}
