import crypto from 'node:crypto';
import type { AgentMember } from './agent-tree';
import { cashierSettings } from './cashier-settings';
import { CURRENCY_SYMBOLS } from './money';
import type { Db } from './db';
import { oneRow } from './one-row';
import { hashPassword } from './passwords';
import { Refusal } from './refusal';

/**
 * Downline accounts an agent makes: directly (username and password under the brand's register rules),
 * or through an invitation code that carries the account type and rebate rate. Either way the rate is
 * at most the agent's own, and the new member's upline is the agent.
 */
export type DownlineType = 'MEMBER' | 'AGENT';
type Rule = { field: string; enabled: number; min_length: number; max_length: number; accepted_pattern: string };

/** The rate an agent may pass down: a whole number of basis points from 0 to its own. */
export function checkRebate(agent: AgentMember, rebateBp: unknown): number {
  if (typeof rebateBp !== 'number' || !Number.isSafeInteger(rebateBp) || rebateBp < 0) throw new Refusal('rebate.invalid', { field: 'rebateBp' });
  if (rebateBp > agent.rebate_bp) throw new Refusal('rebate.above.own', { field: 'rebateBp', maxBp: agent.rebate_bp });
  return rebateBp;
}

function checkField(db: Db, merchant: string, field: 'username' | 'password', value: string) {
  const rule = db
    .prepare<unknown[], Rule>('SELECT field, enabled, min_length, max_length, accepted_pattern FROM register_rules WHERE merchant = ? AND field = ?')
    .get(merchant, field);
  const min = rule?.enabled ? rule.min_length : field === 'username' ? 4 : 6;
  const max = rule?.enabled ? rule.max_length : 20;
  let pattern = /^\S+$/u;
  try {
    if (rule?.enabled && rule.accepted_pattern !== '*') pattern = new RegExp(rule.accepted_pattern, 'u');
  } catch {
    // A broken operator pattern checks lengths only, as registration does.
  }
  const length = [...value].length;
  if (!value) throw new Refusal('register.field.required', { field });
  if (!pattern.test(value) || length < min || length > max) throw new Refusal('register.field.invalid', { field, min, max });
}

/** The member type a new sub-agent gets: the agent's own agent type. */
const typeFor = (agent: AgentMember, kind: DownlineType) => (kind === 'AGENT' ? agent.type : 0);

export function registerDownline(
  db: Db,
  agent: AgentMember,
  ask: { username: string; password: string; accountType: DownlineType; rebateBp: unknown },
  now = Date.now(),
) {
  checkField(db, agent.merchant, 'username', ask.username);
  checkField(db, agent.merchant, 'password', ask.password);
  const rebateBp = checkRebate(agent, ask.rebateBp);
  if (db.prepare('SELECT 1 FROM members WHERE merchant = ? AND username = ?').get(agent.merchant, ask.username))
    throw new Refusal('username.exists', { field: 'username' });
  const { currency } = cashierSettings(db, agent.merchant);
  const id = Number(
    db
      .prepare(
        `INSERT INTO members (merchant, username, nickname, password_hash, type, currency, currency_symbol, first_login, created_at, upline_id, rebate_bp, allow_downline_transfer)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
      )
      .run(
        agent.merchant,
        ask.username,
        ask.username,
        hashPassword(ask.password),
        typeFor(agent, ask.accountType),
        currency,
        CURRENCY_SYMBOLS[currency] ?? '',
        now,
        agent.id,
        rebateBp,
        ask.accountType === 'AGENT' ? 1 : 0,
      ).lastInsertRowid,
  );
  return { id, username: ask.username, accountType: ask.accountType, rebateBp };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function invitationCodes(db: Db, agent: AgentMember) {
  const codes = db
    .prepare<unknown[], { code: string; accountType: DownlineType; rebateBp: number; createdAt: number; registrations: number }>(
      `SELECT a.code, a.account_type AS accountType, a.rebate_bp AS rebateBp, a.created_at AS createdAt,
              (SELECT COUNT(*) FROM members m WHERE m.merchant = a.merchant AND m.affiliate_code = a.code COLLATE NOCASE) AS registrations
         FROM affiliates a WHERE a.merchant = ? AND a.member_id = ? ORDER BY a.created_at DESC, a.code`,
    )
    .all(agent.merchant, agent.id);
  return { ownRebateBp: agent.rebate_bp, codes };
}

/** At most this many codes per agent: enough for every campaign, not a namespace to squat. */
export const MAX_CODES = 20;

export function createInvitationCode(db: Db, agent: AgentMember, ask: { accountType: DownlineType; rebateBp: unknown }, now = Date.now()) {
  const rebateBp = checkRebate(agent, ask.rebateBp);
  const count = oneRow(
    db.prepare<unknown[], number>('SELECT COUNT(*) FROM affiliates WHERE merchant = ? AND member_id = ?').pluck().get(agent.merchant, agent.id),
  );
  if (count >= MAX_CODES) throw new Refusal('invitation.limit', { max: MAX_CODES });
  for (;;) {
    const code = Array.from(crypto.randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    const inserted = db
      .prepare('INSERT OR IGNORE INTO affiliates (merchant, code, member_id, account_type, rebate_bp, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(agent.merchant, code, agent.id, ask.accountType, rebateBp, now);
    if (inserted.changes) return { code, accountType: ask.accountType, rebateBp, createdAt: now, registrations: 0 };
  }
}

/**
 * What registering with an invitation code makes: the code's agent as upline, its account type (a
 * sub-agent gets the agent's type) and rate. Null for a code no agent owns.
 */
export function invitationTerms(db: Db, merchant: string, code: string): { uplineId: number; type: number; rebateBp: number; allowTransfers: number } | null {
  const row = db
    .prepare<unknown[], { member_id: number; account_type: DownlineType; rebate_bp: number; type: number }>(
      'SELECT a.member_id, a.account_type, a.rebate_bp, m.type FROM affiliates a JOIN members m ON m.id = a.member_id WHERE a.merchant = ? AND a.code = ?',
    )
    .get(merchant, code);
  if (!row) return null;
  return {
    uplineId: row.member_id,
    type: row.account_type === 'AGENT' ? row.type : 0,
    rebateBp: row.rebate_bp,
    allowTransfers: row.account_type === 'AGENT' ? 1 : 0,
  };
}
