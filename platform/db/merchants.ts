import type { Db } from './db';
import { oneRow } from './one-row';

export type MerchantStatus = 'normal' | 'maintenance' | 'region';
export type MerchantRow = {
  code: string;
  name: string;
  status: MerchantStatus;
  defaultLanguage: string;
  languages: string[];
  mainDomain: string | null;
  gtagId: string | null;
};
export type TreeNode = { modId: string; enabled: '1' | '0'; childrenNodes: TreeNode[] };

// Prepared once per database: these two run on most requests (the router's merchant, a page's modules), and
// preparing them each time was ~1.3 CPU-s of the platform's ~66 through two e2e spec files.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    merchant: db.prepare<
      unknown[],
      { code: string; name: string; status: MerchantStatus; default_language: string; languages: string; main_domain: string | null; gtag_id: string | null }
    >('SELECT code, name, status, default_language, languages, main_domain, gtag_id FROM merchants WHERE code = ?'),
    node: db.prepare<unknown[], { parent_mod_id: string | null; enabled: number }>(
      'SELECT parent_mod_id, enabled FROM whitelabel_nodes WHERE merchant = ? AND mod_id = ?',
    ),
  };
}
const sql = (db: Db) => {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
};

export function findMerchant(db: Db, code: string): MerchantRow | null {
  const row = sql(db).merchant.get(code);
  if (!row) return null;
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    defaultLanguage: row.default_language,
    languages: JSON.parse(row.languages),
    mainDomain: row.main_domain,
    gtagId: row.gtag_id,
  };
}

/** The merchant's whitelabel tree, ROOT on top, children in their stored order. */
export function whitelabelTree(db: Db, merchant: string): TreeNode {
  const rows = db
    .prepare<unknown[], { mod_id: string; parent_mod_id: string | null; enabled: number }>(
      'SELECT mod_id, parent_mod_id, enabled FROM whitelabel_nodes WHERE merchant = ? ORDER BY sort',
    )
    .all(merchant);
  const nodes = new Map(rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled ? '1' : '0', childrenNodes: [] } as TreeNode]));
  const root: TreeNode = { modId: 'ROOT', enabled: '1', childrenNodes: [] };
  for (const r of rows) (nodes.get(r.parent_mod_id ?? '') ?? root).childrenNodes.push(nodes.get(r.mod_id)!);
  return root;
}

/** On when the node and its ancestors are enabled; COMM3 (and no module at all) is always on. */
export function isModuleOn(db: Db, merchant: string, modId: string | undefined): boolean {
  if (!modId || modId === 'COMM3') return true;
  // Up the node's own line by primary key (two or three rows), not the brand's whole tree into a map.
  const node = sql(db).node;
  const seen = new Set<string>();
  for (let id: string | null = modId; id !== null && !seen.has(id);) {
    seen.add(id);
    const row = node.get(merchant, id);
    if (!row) return id !== modId;
    if (!row.enabled) return false;
    id = row.parent_mod_id;
  }
  return true;
}

export function setMerchantStatus(db: Db, merchant: string, status: MerchantStatus): boolean {
  return db.prepare('UPDATE merchants SET status = ? WHERE code = ?').run(status, merchant).changes === 1;
}

/** While the operator's hibernate fault lasts, the merchant's signed-in calls fail (see the router). */
export function hibernateFaultOn(db: Db, merchant: string, now = Date.now()): boolean {
  const until = db.prepare<unknown[], number | null>('SELECT hibernate_fault_until FROM merchants WHERE code = ?').pluck().get(merchant);
  return typeof until === 'number' && until > now;
}

export function setHibernateFault(db: Db, merchant: string, minutes: number | null) {
  db.prepare('UPDATE merchants SET hibernate_fault_until = ? WHERE code = ?').run(minutes === null ? null : Date.now() + minutes * 60_000, merchant);
}

export function setSessionIdle(db: Db, merchant: string, seconds: number) {
  db.prepare('UPDATE merchants SET session_idle_seconds = ? WHERE code = ?').run(seconds, merchant);
}

export function sessionIdleSeconds(db: Db, merchant: string): number {
  return oneRow(
    db.prepare<unknown[], number>('SELECT session_idle_seconds FROM merchants WHERE code = ?').pluck().get(merchant),
    "the merchant's session idle time",
  );
}

export function setModule(db: Db, merchant: string, modId: string, on: boolean): boolean {
  return db.prepare('UPDATE whitelabel_nodes SET enabled = ? WHERE merchant = ? AND mod_id = ?').run(on ? 1 : 0, merchant, modId).changes === 1;
}

export function readKeyPair(db: Db): { n: string; e: string; d: string } {
  return oneRow(db.prepare<unknown[], { n: string; e: string; d: string }>('SELECT n, e, d FROM platform_keys WHERE id = 1').get(), 'the platform key pair');
}
