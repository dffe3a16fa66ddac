import { pathTo, teamScope } from './agent-tree';
import type { Db } from './db';
import { oneRow } from './one-row';

/**
 * The team view: one level at a time under the agent (or a sub-agent of its team), or a username search
 * over the whole team. Each row carries its wallet total, last login and a status: ACTIVE when the member
 * logged in within the last 30 days.
 */
const ACTIVE_MS = 30 * 86_400_000;
type Page = { pageNo: number; pageSize: number };

type Row = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  level: number;
  rebate_bp: number;
  created_at: number;
  last_login_at: number | null;
  balance: number;
  direct_count: number;
  team_size: number;
};

export function downlinePage(db: Db, agentId: number, ask: { parentId: number | null; username: string | null }, page: Page, now = Date.now()) {
  const parentId = ask.parentId ?? agentId;
  // The parent must be the agent or one of its team (pathTo refuses anyone else).
  const path = pathTo(db, agentId, parentId);
  const scope = ask.username
    ? teamScope(agentId, { level: null, username: ask.username })
    : { sql: 'SELECT descendant_id FROM agent_tree WHERE ancestor_id = ? AND depth = 1', params: [parentId] };
  const total = oneRow(
    db
      .prepare<unknown[], number>(`SELECT COUNT(*) FROM (${scope.sql})`)
      .pluck()
      .get(...scope.params),
  );
  const rows = db
    .prepare<unknown[], Row>(
      `SELECT m.id, m.username, m.nickname, m.type, t.depth AS level, m.rebate_bp, m.created_at, m.last_login_at,
              COALESCE((SELECT SUM(balance) FROM ledger_accounts WHERE member_id = m.id), 0) AS balance,
              (SELECT COUNT(*) FROM agent_tree WHERE ancestor_id = m.id AND depth = 1) AS direct_count,
              (SELECT COUNT(*) FROM agent_tree WHERE ancestor_id = m.id AND depth > 0) AS team_size
         FROM members m JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ?
        WHERE m.id IN (${scope.sql}) ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(agentId, ...scope.params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const list = rows.map((r) => ({
    id: r.id,
    username: r.username,
    nickname: r.nickname ?? r.username,
    type: r.type,
    level: r.level,
    rebateBp: r.rebate_bp,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    balanceMinor: r.balance,
    directCount: r.direct_count,
    teamSize: r.team_size,
    status: r.last_login_at !== null && now - r.last_login_at < ACTIVE_MS ? 'ACTIVE' : 'INACTIVE',
  }));
  return {
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
    path: ask.username ? path.slice(0, 1) : path,
  };
}
