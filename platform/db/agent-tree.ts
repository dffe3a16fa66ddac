import type { Db } from './db';
import { oneRow } from './one-row';
import { Refusal } from './refusal';

/**
 * The agent hierarchy as a closure table (agent_tree, kept by triggers on members.upline_id): every
 * member with each of its ancestors and the distance between them. "Everyone under me", "my level-2
 * members" and "is this one mine" are single index ranges, whatever the size of the team.
 */

/** Member types that are agents on the platform (a brand may treat fewer as agents on its site). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export type AgentMember = { id: number; merchant: string; type: number; username: string; rebate_bp: number };

/** The agent calls are for agents only. */
export function requireAgentMember<M extends { type: number }>(member: M): M {
  if (!isAgentType(member.type)) throw new Refusal('agent.only', null, 403);
  return member;
}

/** How many levels below `agentId` the member is (1 = direct), or null when not in the team. */
export function levelUnder(db: Db, agentId: number, memberId: number): number | null {
  const depth = db.prepare<unknown[], number>('SELECT depth FROM agent_tree WHERE descendant_id = ? AND ancestor_id = ?').pluck().get(memberId, agentId);
  return depth === undefined || depth === 0 ? null : depth;
}

/** A direct downline of the agent, or `downline.not.found` (a forged or foreign id looks the same as a missing one). */
export function directDownline(db: Db, agentId: number, memberId: unknown): { id: number; username: string; nickname: string | null } {
  const id = typeof memberId === 'number' && Number.isSafeInteger(memberId) && memberId > 0 ? memberId : null;
  if (id === null || levelUnder(db, agentId, id) !== 1) throw new Refusal('downline.not.found');
  return oneRow(
    db.prepare<unknown[], { id: number; username: string; nickname: string | null }>('SELECT id, username, nickname FROM members WHERE id = ?').get(id),
    'the direct downline',
  );
}

/** The team's members filter of a report: everyone under the agent, one level of it, or one member (by username) of it. */
export type TeamFilter = { level: number | null; username: string | null };

/**
 * A SQL fragment (and its parameters) selecting the member ids a report covers, for `member_id IN (…)`.
 * An unknown username selects nobody rather than everybody.
 */
export function teamScope(agentId: number, filter: TeamFilter): { sql: string; params: unknown[] } {
  const parts = ['SELECT t.descendant_id FROM agent_tree t'];
  const where = ['t.ancestor_id = ?', filter.level ? 't.depth = ?' : 't.depth > 0'];
  const params: unknown[] = [agentId];
  if (filter.level) params.push(filter.level);
  if (filter.username) {
    parts.push('JOIN members m ON m.id = t.descendant_id');
    where.push('m.username = ?');
    params.push(filter.username);
  }
  return { sql: `${parts.join(' ')} WHERE ${where.join(' AND ')}`, params };
}

export function teamSize(db: Db, agentId: number): { teamSize: number; directCount: number } {
  const row = oneRow(
    db
      .prepare<unknown[], { teamSize: number; directCount: number }>(
        'SELECT COUNT(*) AS teamSize, COALESCE(SUM(depth = 1), 0) AS directCount FROM agent_tree WHERE ancestor_id = ? AND depth > 0',
      )
      .get(agentId),
  );
  return row;
}

/** From the agent down to `memberId` (both included), for the team view's breadcrumb. */
export function pathTo(db: Db, agentId: number, memberId: number): { id: number; username: string }[] {
  const depth = memberId === agentId ? 0 : levelUnder(db, agentId, memberId);
  if (depth === null) throw new Refusal('downline.not.found');
  return db
    .prepare<unknown[], { id: number; username: string }>(
      `SELECT m.id, m.username FROM agent_tree up JOIN members m ON m.id = up.ancestor_id
        WHERE up.descendant_id = ? AND up.depth <= ? ORDER BY up.depth DESC`,
    )
    .all(memberId, depth);
}
