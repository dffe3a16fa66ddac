import { readySharedRedis } from '../session/store.server';

/**
 * What staff did on staging, as one record a line: who (the staff name, or the name a refused sign-in
 * claimed), when, what, on which brand, from which request. Never a password, a code or a cookie: a
 * record holds only the fields below. Kinds of action are added here as staging learns new ones
 * (a preview's overrides, a shared preview link), each with its particulars in `detail`.
 */
export type AuditAction =
  | 'staff.sign-in'
  | 'staff.sign-in-refused'
  | 'staff.sign-out'
  | 'draft.view'
  /** A preview's what-if overrides set, or all cleared. */
  | 'preview.override'
  | 'preview.clear'
  /** A shared preview link made, opened, or refused (altered, expired, another brand's, no staff session). */
  | 'preview.link-create'
  | 'preview.link-use'
  | 'preview.link-refused';

export type AuditRecord = {
  /** Increasing on the instance that wrote the record (records of several instances are ordered as written to the shared list). */
  seq: number;
  /** ISO 8601 time. */
  at: string;
  action: AuditAction;
  /** The staff member; for a refused sign-in, the name that was typed (it may be nobody's). */
  actor: string | null;
  /** How the actor got in: a staff session, staging's shared basic-auth password, or an unguarded staging. */
  via: 'session' | 'basic' | 'open' | null;
  /** The request's id, as in the request's own log line. */
  reqId: string | null;
  clientIp: string | null;
  /** The brand it concerned (a previewed draft), if any. */
  brand: string | null;
  /** The page's path (no query: it may carry anything). */
  path: string | null;
  outcome: 'ok' | 'refused';
  /** Why a refusal: `credentials`, `code` or `locked`; for a preview link `invalid`, `expired`, `brand` or `session`. */
  reason?: string;
  /** The action's particulars (overrides in force, a shared link's id and expiry): words and numbers only. */
  detail?: Record<string, string | number | boolean>;
};

/**
 * The most recent records, for the staging page: a capped list in the sessions' Redis when SESSION_STORE is
 * `redis://…` (every instance's records, in the order they were written), else this instance's in-memory
 * ring. Either costs no migration; the log lines (one per record) are the lasting trail.
 */
const KEPT = 500;
const SHARED_LIST = 'wl:staff-audit';
const ring: AuditRecord[] = [];
let seq = 0;
const listeners = new Set<(record: AuditRecord) => void>();

const storeFailed = (doing: string, error: unknown) =>
  console.error(`[staff] audit trail ${doing} this instance only: ${error instanceof Error ? error.message : String(error)}`);

/**
 * Records a staff action: in this instance's ring and its log line at once, and in the shared list when
 * there is one (resolved once written there, so the next page on any instance lists it). A shared store that
 * fails loses nothing but the record's place on other instances' pages: the log line still carries it.
 */
export async function recordAudit(entry: Omit<AuditRecord, 'seq' | 'at'>, now = new Date()): Promise<AuditRecord> {
  const record: AuditRecord = { seq: ++seq, at: now.toISOString(), ...entry };
  ring.push(record);
  if (ring.length > KEPT) ring.splice(0, ring.length - KEPT);
  for (const listener of listeners) listener(record);
  try {
    await (
      await readySharedRedis()
    )
      ?.multi()
      .lpush(SHARED_LIST, JSON.stringify(record))
      .ltrim(SHARED_LIST, 0, KEPT - 1)
      .exec();
  } catch (error) {
    storeFailed('kept on', error);
  }
  return record;
}

/** The kept records, newest first: every instance's where they are shared, this instance's while the shared list cannot be read. */
export async function auditTrail(limit = KEPT): Promise<AuditRecord[]> {
  try {
    const redis = await readySharedRedis();
    if (redis) return (await redis.lrange(SHARED_LIST, 0, Math.min(limit, KEPT) - 1)).map((line) => JSON.parse(line) as AuditRecord);
  } catch (error) {
    storeFailed('read from', error);
  }
  return ring.slice(-limit).reverse();
}

/** Calls `listener` with every record from now on (the HTTP server writes each as a log line); returns the unsubscribe. */
export function onAudit(listener: (record: AuditRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
