import { CURRENCY_SYMBOLS, exponentOf } from './money';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * Promotions: a promotion announcement (type PR: title, terms, category, images, period) with the rules
 * behind it: what the member does (JOIN, CLAIM or APPLY), who may take part, what it pays and the
 * turnover the bonus asks. A member's status is worked out from their entry, their latest application
 * and the clock, never stored twice.
 */
export type PromotionAction = 'JOIN' | 'CLAIM' | 'APPLY';
export type PromotionStatus = 'COMING_SOON' | 'JOIN' | 'CLAIM' | 'APPLY' | 'APPLYING' | 'CLOSE' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'PROCESS' | 'JOINED';

const DAY = 86_400_000;

export type PromotionRow = {
  id: number;
  merchant: string;
  announcement_id: number;
  action: PromotionAction;
  currency: string;
  bonus_minor: number;
  turnover_multiplier: number;
  min_vip_level: number;
  min_deposit_minor: number;
  new_member_days: number | null;
  target_valid_bet_minor: number;
  closed_at: number | null;
  sort: number;
  category: string | null;
  start_date: number | null;
  end_date: number | null;
  create_time: number;
};
type EntryRow = {
  id: number;
  status: 'JOINED' | 'CLAIMED' | 'ISSUED';
  joined_at: number;
  paid_at: number | null;
  request_id: string | null;
  transaction_id: number | null;
  bonus_grant_id: number | null;
};
type ApplicationRow = {
  id: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  comment: string;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  images: number;
};
export type MemberFacts = { id: number; vip_level: number; created_at: number; type: number };

const SELECT = `SELECT p.*, a.category, a.start_date, a.end_date, a.create_time FROM promotions p JOIN announcements a ON a.id = p.announcement_id`;

export function promotionRows(db: Db, merchant: string): PromotionRow[] {
  return db.prepare<unknown[], PromotionRow>(`${SELECT} WHERE p.merchant = ? ORDER BY p.sort, p.id`).all(merchant);
}

export function promotionRow(db: Db, merchant: string, id: number | null): PromotionRow | undefined {
  if (id === null) return undefined;
  return db.prepare<unknown[], PromotionRow>(`${SELECT} WHERE p.merchant = ? AND p.id = ?`).get(merchant, id);
}

const startOf = (p: PromotionRow) => p.start_date ?? p.create_time;
/** Ended by its date or closed early by the operator. */
export const hasEnded = (p: PromotionRow, now: number) => p.closed_at !== null || (p.end_date !== null && now >= p.end_date);
export const hasStarted = (p: PromotionRow, now: number) => now >= startOf(p);

export function entryOf(db: Db, promotionId: number, memberId: number): EntryRow | undefined {
  return db.prepare<unknown[], EntryRow>('SELECT * FROM promotion_entries WHERE promotion_id = ? AND member_id = ?').get(promotionId, memberId);
}

export function latestApplication(db: Db, promotionId: number, memberId: number): ApplicationRow | undefined {
  return db
    .prepare<unknown[], ApplicationRow>(
      `SELECT a.id, a.status, a.comment, a.reason, a.created_at, a.decided_at, (SELECT COUNT(*) FROM promotion_uploads u WHERE u.application_id = a.id) AS images
         FROM promotion_applications a WHERE a.promotion_id = ? AND a.member_id = ? ORDER BY a.id DESC LIMIT 1`,
    )
    .get(promotionId, memberId);
}

/** Valid bets settled in [from, to): what a JOIN promotion's target counts. */
export function validBetBetween(db: Db, memberId: number, from: number, to: number | null): number {
  return oneRow(
    db
      .prepare<unknown[], number>(
        "SELECT COALESCE(SUM(valid_bet_minor), 0) FROM bet_records WHERE member_id = ? AND status = 'SETTLED' AND settled_at >= ? AND settled_at < ?",
      )
      .pluck()
      .get(memberId, from, to ?? Number.MAX_SAFE_INTEGER),
  );
}

function depositsSince(db: Db, memberId: number, from: number): number {
  return oneRow(
    db
      .prepare<unknown[], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE member_id = ? AND status = 'CREDITED' AND updated_at >= ?")
      .pluck()
      .get(memberId, from),
  );
}

export type EligibilityRule =
  | { rule: 'VIP_LEVEL'; required: number; current: number | null; met: boolean | null }
  | { rule: 'DEPOSIT'; requiredMinor: number; currentMinor: number | null; met: boolean | null }
  | { rule: 'NEW_MEMBER'; days: number; met: boolean | null };

/** The promotion's rules, with the member's standing in each (null for a guest). */
export function eligibility(db: Db, p: PromotionRow, member: MemberFacts | null, now: number): EligibilityRule[] {
  const rules: EligibilityRule[] = [];
  if (p.min_vip_level > 0)
    rules.push({ rule: 'VIP_LEVEL', required: p.min_vip_level, current: member?.vip_level ?? null, met: member ? member.vip_level >= p.min_vip_level : null });
  if (p.min_deposit_minor > 0) {
    const current = member ? depositsSince(db, member.id, startOf(p)) : null;
    rules.push({ rule: 'DEPOSIT', requiredMinor: p.min_deposit_minor, currentMinor: current, met: current === null ? null : current >= p.min_deposit_minor });
  }
  if (p.new_member_days !== null)
    rules.push({ rule: 'NEW_MEMBER', days: p.new_member_days, met: member ? member.created_at >= now - p.new_member_days * DAY : null });
  return rules;
}

export const isEligible = (rules: EligibilityRule[]) => rules.every((r) => r.met !== false);

/**
 * The member's status: coming soon before the start; a payment or an application outlives the end;
 * otherwise the end closes it; then by the kind of action — JOIN → PROCESS (wagering towards the target)
 * → CLAIM → CLAIMED, or JOIN → JOINED when joining is all; CLAIM → CLAIMED; APPLY → APPLYING → ISSUED or
 * REJECTED (which may apply again). A guest sees the first status of the kind.
 */
export function statusOf(
  db: Db,
  p: PromotionRow,
  memberId: number | null,
  now: number,
): { status: PromotionStatus; entry?: EntryRow; application?: ApplicationRow; betSinceJoin: number | null } {
  const entry = memberId === null ? undefined : entryOf(db, p.id, memberId);
  const application = memberId === null || p.action !== 'APPLY' ? undefined : latestApplication(db, p.id, memberId);
  const result = (status: PromotionStatus, betSinceJoin: number | null = null) => ({ status, entry, application, betSinceJoin });
  if (!hasStarted(p, now)) return result('COMING_SOON');
  if (entry?.status === 'CLAIMED' || entry?.status === 'ISSUED') return result(entry.status);
  if (application?.status === 'PENDING') return result('APPLYING');
  const betSinceJoin = entry && p.target_valid_bet_minor > 0 && memberId !== null ? validBetBetween(db, memberId, entry.joined_at, p.end_date) : null;
  if (hasEnded(p, now)) return result('CLOSE', betSinceJoin);
  if (application?.status === 'REJECTED') return result('REJECTED');
  if (p.action === 'JOIN') {
    if (!entry) return result('JOIN');
    if (p.target_valid_bet_minor === 0) return result('JOINED');
    return result((betSinceJoin ?? 0) >= p.target_valid_bet_minor ? 'CLAIM' : 'PROCESS', betSinceJoin);
  }
  return result(p.action);
}

/** The action the member's status leads to (what the card's button does), if any. */
export function actionOf(status: PromotionStatus): PromotionAction | null {
  if (status === 'JOIN' || status === 'CLAIM' || status === 'APPLY') return status;
  return status === 'REJECTED' ? 'APPLY' : null;
}

type Text = { lang: string; title: string; content: string };
/** Title and terms in the first language of the chain that has them (any rather than none). */
export function textsOf(db: Db, announcementIds: number[], chain: string[]): Map<number, Text> {
  if (!announcementIds.length) return new Map();
  const rows = db
    .prepare<unknown[], Text & { announcement_id: number }>(
      `SELECT announcement_id, lang, title, content FROM announcement_texts WHERE announcement_id IN (${announcementIds.map(() => '?').join(',')})`,
    )
    .all(...announcementIds);
  const out = new Map<number, Text>();
  for (const id of announcementIds) {
    const mine = rows.filter((r) => r.announcement_id === id);
    const best = chain.map((l) => mine.find((r) => r.lang === l)).find(Boolean) ?? mine[0];
    if (best) out.set(id, best);
  }
  return out;
}

/** The card image: the announcement image of sequence 1. */
export function imageOf(db: Db, announcementId: number): string | null {
  return db.prepare<unknown[], string>('SELECT path FROM announcement_images WHERE announcement_id = ? AND sequence = 1').pluck().get(announcementId) ?? null;
}

export type Viewer = { member: MemberFacts | null; chain: string[]; origin: string; now: number };

/** One promotion as the list and the detail answer it. */
export function promotionView(db: Db, p: PromotionRow, viewer: Viewer, text: Text | undefined) {
  const { member, now } = viewer;
  const { status, entry, application, betSinceJoin } = statusOf(db, p, member?.id ?? null, now);
  const rules = eligibility(db, p, member, now);
  const image = imageOf(db, p.announcement_id);
  return {
    id: p.id,
    announcementId: p.announcement_id,
    title: text?.title ?? '',
    category: p.category ?? 'other_promo',
    imageUrl: image ? `${viewer.origin}${image}` : null,
    startDate: startOf(p),
    endDate: p.closed_at ?? p.end_date,
    action: p.action,
    status,
    nextAction: actionOf(status),
    eligible: member ? isEligible(rules) : null,
    bonusMinor: p.bonus_minor,
    turnoverMultiplier: p.turnover_multiplier,
    targetValidBetMinor: p.target_valid_bet_minor,
    currency: p.currency,
    currencySymbol: CURRENCY_SYMBOLS[p.currency] ?? '',
    currencyExponent: exponentOf(p.currency),
    progress: betSinceJoin === null ? null : { doneMinor: Math.min(betSinceJoin, p.target_valid_bet_minor), requiredMinor: p.target_valid_bet_minor },
    entryPaidAt: entry?.paid_at ?? null,
    bonusGrantId: entry?.bonus_grant_id ?? null,
    application: application
      ? {
          id: application.id,
          status: application.status,
          comment: application.comment,
          reason: application.reason,
          images: application.images,
          createdAt: application.created_at,
          decidedAt: application.decided_at,
        }
      : null,
    eligibility: rules,
  };
}
export type PromotionView = ReturnType<typeof promotionView>;

/** Every promotion of the merchant that has begun or is announced, newest period first within the operator's order. */
export function promotionList(db: Db, merchant: string, viewer: Viewer): PromotionView[] {
  const rows = promotionRows(db, merchant);
  const texts = textsOf(
    db,
    rows.map((r) => r.announcement_id),
    viewer.chain,
  );
  return rows.map((p) => promotionView(db, p, viewer, texts.get(p.announcement_id)));
}

/** One promotion with its terms (HTML as the operator wrote it; the site cleans it) and the bonus's wagering. */
export function promotionDetail(db: Db, merchant: string, id: number | null, viewer: Viewer) {
  const p = promotionRow(db, merchant, id);
  if (!p) return null;
  const text = textsOf(db, [p.announcement_id], viewer.chain).get(p.announcement_id);
  const view = promotionView(db, p, viewer, text);
  const turnover =
    view.bonusGrantId === null
      ? null
      : (db
          .prepare<unknown[], { status: string; requiredMinor: number; doneMinor: number }>(
            `SELECT g.status, COALESCE(SUM(r.required_minor), 0) AS requiredMinor, COALESCE(SUM(r.done_minor), 0) AS doneMinor
             FROM bonus_grants g LEFT JOIN turnover_requirements r ON r.bonus_grant_id = g.id WHERE g.id = ? GROUP BY g.id`,
          )
          .get(view.bonusGrantId) ?? null);
  const { bonusGrantId: _grant, ...rest } = view;
  return { ...rest, content: (text?.content ?? '').replaceAll('{{cdn}}', `${viewer.origin}/cdn`), turnover };
}

/** The categories the merchant's promotions use, in the contract's order, with how many each has. */
export const PROMO_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;

export function promotionCategories(db: Db, merchant: string) {
  const counts = new Map<string, number>();
  for (const p of promotionRows(db, merchant)) {
    const c = p.category && (PROMO_CATEGORIES as readonly string[]).includes(p.category) ? p.category : 'other_promo';
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return PROMO_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({ category, count: counts.get(category)! }));
}
