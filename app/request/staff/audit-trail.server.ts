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
  /** Increasing on this instance: a page of the trail is ordered by it. */
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
 * The most recent records this instance keeps for the staging page: an in-memory ring, so the page costs
 * nothing and needs no store; the log lines (one per record) are the lasting, instance-wide trail.
 */
const KEPT = 500;
const ring: AuditRecord[] = [];
let seq = 0;
const listeners = new Set<(record: AuditRecord) => void>();

export function recordAudit(entry: Omit<AuditRecord, 'seq' | 'at'>, now = new Date()): AuditRecord {
  const record: AuditRecord = { seq: ++seq, at: now.toISOString(), ...entry };
  ring.push(record);
  if (ring.length > KEPT) ring.splice(0, ring.length - KEPT);
  for (const listener of listeners) listener(record);
  return record;
}

/** The kept records, newest first. */
export function auditTrail(limit = KEPT): AuditRecord[] {
  return ring.slice(-limit).reverse();
}

/** Calls `listener` with every record from now on (the HTTP server writes each as a log line); returns the unsubscribe. */
export function onAudit(listener: (record: AuditRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
