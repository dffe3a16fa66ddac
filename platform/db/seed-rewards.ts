import type { Db } from './db';
import { ALL_MODULES, MERCHANTS, MODULE_PARENTS } from './seed-data';
import { CURRENCY_SCALE, MISSIONS, MONEY_METRICS, RAFFLES, REBATE_RATES, REWARD_SETTINGS, VIP_LEVELS } from './seed-rewards-data';

/**
 * The demo brands' rewards, missions, VIP levels and rebate rates, and the VIP3 / REBATE3 modules on
 * databases made before them. Inserts only what is absent, so an operator's changes survive restarts.
 */
export function seedRewards(db: Db) {
  db.transaction(() => {
    const node = db.prepare(
      'INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM merchants WHERE code = ?)',
    );
    for (const m of MERCHANTS) {
      for (const mod of ['VIP3', 'REBATE3'] as const)
        node.run(m.code, mod, MODULE_PARENTS[mod] ?? null, m.modulesOn.includes(mod) ? 1 : 0, ALL_MODULES.indexOf(mod), m.code);
      const currency = db.prepare<unknown[], string>('SELECT currency FROM cashier_settings WHERE merchant = ?').pluck().get(m.code);
      if (!currency) continue;
      const scale = CURRENCY_SCALE[currency] ?? ((x: number) => x);
      const s = REWARD_SETTINGS[m.code];
      if (s) {
        db.prepare(
          'INSERT OR IGNORE INTO reward_settings (merchant, signup_reward_minor, signup_turnover_multiplier, referral_bonus_minor, referral_min_deposit_minor) VALUES (?, ?, ?, ?, ?)',
        ).run(m.code, s.signupMinor ? scale(s.signupMinor) : 0, s.signupTurnover, scale(s.referralMinor), scale(s.referralMinDepositMinor));
      }
      const level = db.prepare(
        'INSERT OR IGNORE INTO vip_levels (merchant, level, name, deposit_minor, valid_bet_minor, upgrade_bonus_minor, birthday_bonus_minor, daily_withdraw_count, dedicated_host) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const [n, deposit, bet, upgrade, birthday, withdrawals, host] of VIP_LEVELS) {
        level.run(m.code, n, `VIP${n}`, scale(deposit * 100), scale(bet * 100), scale(upgrade * 100), scale(birthday * 100), withdrawals, host);
      }
      const rate = db.prepare('INSERT OR IGNORE INTO rebate_rates (merchant, product_type, vip_level, rate_bp) VALUES (?, ?, ?, ?)');
      for (const [type, [base, step]] of Object.entries(REBATE_RATES)) for (const [n] of VIP_LEVELS) rate.run(m.code, type, n, base + step * n);
      const mission = db.prepare(
        'INSERT OR IGNORE INTO missions (merchant, period, metric, target, reward_minor, turnover_multiplier, points, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      MISSIONS.forEach(([period, metric, target, reward, points, turnover], i) =>
        mission.run(m.code, period, metric, MONEY_METRICS.includes(metric) ? scale(target) : target, scale(reward), turnover, points, i),
      );
      const raffle = RAFFLES[m.code];
      if (raffle) {
        db.prepare('INSERT OR IGNORE INTO raffle_promotions (merchant, title, min_valid_bet_minor, prizes) VALUES (?, ?, ?, ?)').run(
          m.code,
          raffle.title,
          scale(raffle.minValidBetMinor),
          JSON.stringify(raffle.prizesMinor.map(scale)),
        );
      }
    }
  })();
}
