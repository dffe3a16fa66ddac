import type { Db } from './db';
import { Refusal } from './refusal';

/**
 * The affiliate programme a brand offers on its join-us page (commission tiers by active players and net
 * revenue, rates in basis points) and the applications visitors send from it. Amounts in minor units.
 */
export const AFFILIATE_CHANNELS = ['WEBSITE', 'SOCIAL', 'COMMUNITY', 'OTHER'] as const;
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number];

/** The demo brands' programmes: net revenue bars in the brand's own minor units (PHP centavos, VND dong). */
const DEMO_PROGRAMMES: { merchant: string; currency: string; settlement: 'WEEKLY' | 'MONTHLY'; minPayoutMinor: number; tiers: [number, number, number][] }[] = [
  {
    merchant: 'demoa01',
    currency: 'PHP',
    settlement: 'MONTHLY',
    minPayoutMinor: 100_000,
    tiers: [
      [1, 0, 2500],
      [5, 5_000_000, 3000],
      [15, 20_000_000, 3500],
      [30, 50_000_000, 4000],
      [60, 120_000_000, 4500],
    ],
  },
  {
    merchant: 'demob02',
    currency: 'VND',
    settlement: 'WEEKLY',
    minPayoutMinor: 500_000,
    tiers: [
      [1, 0, 2000],
      [10, 50_000_000, 3000],
      [25, 200_000_000, 3800],
      [50, 600_000_000, 4500],
    ],
  },
];

/** Seeds the demo programmes where a merchant has none (an operator's changes survive restarts). */
export function seedAffiliateProgrammes(db: Db) {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?');
  const programme = db.prepare('INSERT OR IGNORE INTO affiliate_programmes (merchant, currency, settlement, min_payout_minor) VALUES (?, ?, ?, ?)');
  const tier = db.prepare(
    'INSERT OR IGNORE INTO affiliate_tiers (merchant, level, min_active_players, min_net_revenue_minor, commission_bp) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const p of DEMO_PROGRAMMES) {
      if (!exists.get(p.merchant)) continue;
      if (!programme.run(p.merchant, p.currency, p.settlement, p.minPayoutMinor).changes) continue;
      p.tiers.forEach(([players, revenue, bp], i) => tier.run(p.merchant, i + 1, players, revenue, bp));
    }
  })();
}

type ProgrammeRow = { currency: string; settlement: string; min_payout_minor: number };
type TierRow = { level: number; min_active_players: number; min_net_revenue_minor: number; commission_bp: number };

/** The programme's answer, or `affiliate.programme.none` when the brand publishes none. */
export function affiliateProgramme(db: Db, merchant: string) {
  const row = db.prepare<unknown[], ProgrammeRow>('SELECT currency, settlement, min_payout_minor FROM affiliate_programmes WHERE merchant = ?').get(merchant);
  if (!row) throw new Refusal('affiliate.programme.none', null, 404);
  const tiers = db
    .prepare<unknown[], TierRow>(
      'SELECT level, min_active_players, min_net_revenue_minor, commission_bp FROM affiliate_tiers WHERE merchant = ? ORDER BY level',
    )
    .all(merchant);
  return {
    currency: row.currency,
    settlement: row.settlement,
    minPayoutMinor: row.min_payout_minor,
    tiers: tiers.map((t) => ({
      level: t.level,
      minActivePlayers: t.min_active_players,
      minNetRevenueMinor: t.min_net_revenue_minor,
      commissionBp: t.commission_bp,
    })),
  };
}

export type AffiliateApplication = {
  name: string;
  email: string | null;
  mobile: string | null;
  messengerId: string | null;
  channel: AffiliateChannel;
  experience: string;
  language: string;
  clientIp: string | null;
  requestId: string;
};

/** Stores an application once per request id: a resent form answers the first one's id. */
export function storeAffiliateApplication(db: Db, merchant: string, a: AffiliateApplication, now = Date.now()): { id: number; duplicate: boolean } {
  return db.transaction(() => {
    const earlier = db
      .prepare<unknown[], number>('SELECT id FROM affiliate_applications WHERE merchant = ? AND request_id = ?')
      .pluck()
      .get(merchant, a.requestId);
    if (earlier) return { id: earlier, duplicate: true };
    const id = db
      .prepare(
        `INSERT INTO affiliate_applications (merchant, name, email, mobile, messenger_id, channel, experience, language, client_ip, request_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(merchant, a.name, a.email, a.mobile, a.messengerId, a.channel, a.experience, a.language, a.clientIp, a.requestId, now).lastInsertRowid;
    return { id: Number(id), duplicate: false };
  })();
}

export type ApplicationRow = {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  messenger_id: string | null;
  channel: string;
  experience: string;
  language: string;
  client_ip: string | null;
  created_at: number;
};

export function listAffiliateApplications(db: Db, merchant: string, limit = 50): ApplicationRow[] {
  return db
    .prepare<unknown[], ApplicationRow>('SELECT * FROM affiliate_applications WHERE merchant = ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .all(merchant, limit);
}

export function affiliateApplication(db: Db, merchant: string, id: number): ApplicationRow | undefined {
  return db.prepare<unknown[], ApplicationRow>('SELECT * FROM affiliate_applications WHERE merchant = ? AND id = ?').get(merchant, id);
}
