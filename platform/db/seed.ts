import { seedPvpRooms } from './pvp-rooms';
import { generateKeyPair } from '../crypto/envelope';
import { refreshGameSearch } from './game-search';
import type { Db } from './db';
import { hashPassword } from './passwords';
import { seedAffiliateProgrammes } from './affiliate-programme';
import { seedAgents } from './seed-agents';
import { seedChatRooms } from './chat';
import { seedCashier } from './seed-cashier';
import { seedMerchantContent } from './seed-content';
import { seedGameCatalogue } from './seed-games';
import { seedPointMall } from './seed-point-mall';
import { seedLuckyDraws } from './seed-lucky-draws';
import { seedRankings } from './seed-rankings';
import { seedBlog } from './seed-blog';
import { seedPromotions } from './seed-promotions';
import { seedMemberLabels } from './member-labels';
import { seedRewards } from './seed-rewards';
import { seedVipWithdrawLimits } from './seed-vip-withdraw-limits';
import { ALL_MODULES, COUNTRIES, DEMO_ACCOUNTS, DEMO_AFFILIATES, MERCHANTS, MODULE_PARENTS, VENDORS } from './seed-data';

/**
 * Inserts demo merchants that are absent, so admin changes to existing ones survive restarts. Answers
 * how long the cashier's and the agents' parts took (the seeded histories and the bench team are the biggest writes of a fresh database).
 * `passwordCost` is for a test run's seeded template, whose demo members sign in hundreds of times (see hashPassword).
 */
export function seedDemoMerchants(db: Db, options: { passwordCost?: number } = {}): { cashierMs: number; agentsMs: number } {
  const fresh: { merchant: string; username: string }[] = [];
  db.transaction(() => {
    const insertVendor = db.prepare(
      'INSERT OR IGNORE INTO vendors (code, display_name, category, is_hot, is_game, account_type_id, sort, supports_trial) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    VENDORS.forEach((v, i) => insertVendor.run(v.code, v.name, v.category, v.hot ?? 0, v.isGame ?? null, 100 + i, i, v.trial ? 1 : 0));
    const insertCountry = db.prepare('INSERT OR IGNORE INTO countries (code, dialing_code, name, sort) VALUES (?, ?, ?, ?)');
    COUNTRIES.forEach(([code, dialing, name], i) => insertCountry.run(code, dialing, name, i));
    if (!db.prepare('SELECT 1 FROM platform_keys WHERE id = 1').get()) {
      const { n, e, d } = generateKeyPair();
      db.prepare('INSERT INTO platform_keys (id, n, e, d) VALUES (1, ?, ?, ?)').run(n, e, d);
    }
    for (const m of MERCHANTS) {
      if (db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(m.code)) continue;
      db.prepare('INSERT INTO merchants (code, name, default_language, languages, main_domain, gtag_id) VALUES (?, ?, ?, ?, ?, ?)').run(
        m.code,
        m.name,
        m.defaultLanguage,
        JSON.stringify(m.languages),
        m.mainDomain,
        m.gtagId,
      );
      const node = db.prepare('INSERT INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort) VALUES (?, ?, ?, ?, ?)');
      ALL_MODULES.forEach((mod, i) => node.run(m.code, mod, MODULE_PARENTS[mod] ?? null, m.modulesOn.includes(mod) ? 1 : 0, i));
      const rule = db.prepare(
        'INSERT INTO register_rules (merchant, field, enabled, required, pattern_id, min_length, max_length, accepted_pattern) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
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
    const member = db.prepare(
      `INSERT OR IGNORE INTO members (merchant, username, mobile, country_code, email, nickname, payee_name, password_hash, type, vip_level, currency, currency_symbol, first_login, password_expired, created_at)
       VALUES (@merchant, @username, @mobile, @countryCode, @email, @nickname, @payee, @hash, @type, @vip, @currency, @symbol, @firstLogin, @expired, @now)`,
    );
    for (const a of DEMO_ACCOUNTS) {
      if (db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ?').get(a.merchant, a.username)) continue;
      member.run({
        merchant: a.merchant,
        username: a.username,
        mobile: a.mobile ?? null,
        countryCode: a.countryCode ?? null,
        email: a.email ?? null,
        nickname: a.nickname,
        payee: a.payeeName ?? null,
        hash: hashPassword(a.password, options.passwordCost),
        type: a.type,
        vip: a.vip,
        currency: a.currency[0],
        symbol: a.currency[1],
        expired: a.passwordExpired ? 1 : 0,
        firstLogin: a.firstLogin ? 1 : 0,
        now: Date.now(),
      });
      fresh.push({ merchant: a.merchant, username: a.username });
    }
    const totp = db.prepare('UPDATE members SET totp_secret = ? WHERE merchant = ? AND username = ? AND totp_secret IS NULL');
    for (const a of DEMO_ACCOUNTS) if (a.totpSecret) totp.run(a.totpSecret, a.merchant, a.username);
    const ip = db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) SELECT id, ? FROM members WHERE merchant = ? AND username = ?');
    for (const a of DEMO_ACCOUNTS) for (const address of a.registeredIp ? [a.registeredIp] : ['127.0.0.1', '::1']) ip.run(address, a.merchant, a.username);
    const affiliate = db.prepare(
      'INSERT OR IGNORE INTO affiliates (merchant, code, member_id) SELECT ?, ?, id FROM members WHERE merchant = ? AND username = ?',
    );
    for (const a of DEMO_AFFILIATES) affiliate.run(a.merchant, a.code, a.merchant, a.agent);
  })();
  // After the merchants and vendors: winners point at catalogue games of each merchant's vendors.
  seedGameCatalogue(db);
  seedPvpRooms(db);
  refreshGameSearch(db);
  seedMerchantContent(db);
  seedBlog(db);
  seedAffiliateProgrammes(db);
  // After the catalogue: the seeded bets name its games. Balances live in the ledger from the start.
  const started = performance.now();
  seedCashier(db, fresh, options.passwordCost);
  // After the cashier: rewards are paid in each brand's currency.
  seedRewards(db);
  seedVipWithdrawLimits(db);
  const cashierMs = performance.now() - started;
  // After the content and the cashier (outside its timing): promotions give rules to the promotion announcements, in each brand's currency.
  seedPromotions(db);
  seedMemberLabels(db, fresh);
  // After the cashier (outside its timing): the malls' demo players earn points from their seeded bets.
  seedPointMall(db);
  // After the cashier: the demo agents and their downlines exist, and the bench team posts to the ledger.
  const agentsStarted = performance.now();
  seedAgents(db);
  const agentsMs = performance.now() - agentsStarted;
  // After the cashier and the catalogue: this month's regulars fill the public boards (their own small part of the seed).
  seedRankings(db);
  // After the members: the demo rooms' messages are theirs.
  seedChatRooms(db);
  // After the cashier and the point mall: events are priced in each brand's currency, with points where the mall runs.
  seedLuckyDraws(db);
  return { cashierMs, agentsMs };
}
