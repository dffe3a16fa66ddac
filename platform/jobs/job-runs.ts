import type { Db } from '../db/db';

/** What a run knows of the job's past: when it last finished OK (the instant that run was for), or null. */
export type JobHistory = { lastOkAt: number | null };

/**
 * One scheduled job: a cron pattern read in a time zone, and the work, which answers a one-line summary.
 * `runOnStart` runs it once when the schedule starts too (a job that catches up what it missed).
 */
export type PlatformJob = {
  name: string;
  pattern: string;
  timezone: string;
  runOnStart?: boolean;
  run(db: Db, now: number, history: JobHistory): string;
};

export type JobRun = {
  name: string;
  lastStartedAt: number;
  lastFinishedAt: number | null;
  lastOutcome: 'OK' | 'FAILED' | null;
  lastResult: string | null;
  lastOkAt: number | null;
  runs: number;
  failures: number;
};

/** A failure's text as kept: its message on one line, bounded. */
const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

/**
 * Runs a job once and records its start, outcome and summary in `job_runs`. Never throws: a job that fails
 * is recorded as FAILED with its message, and its schedule goes on.
 */
export function runJob(db: Db, job: PlatformJob, now = Date.now()): JobRun {
  const history = { lastOkAt: jobRun(db, job.name)?.lastOkAt ?? null };
  db.prepare(
    `INSERT INTO job_runs (name, last_started_at, runs) VALUES (?, ?, 1)
     ON CONFLICT (name) DO UPDATE SET last_started_at = excluded.last_started_at, last_finished_at = NULL, last_outcome = NULL, last_result = NULL, runs = runs + 1`,
  ).run(job.name, now);
  let outcome: 'OK' | 'FAILED' = 'OK';
  let result: string;
  try {
    result = job.run(db, now, history);
  } catch (error) {
    outcome = 'FAILED';
    result = failureText(error);
  }
  db.prepare(
    `UPDATE job_runs SET last_finished_at = ?, last_outcome = ?, last_result = ?, failures = failures + (CASE WHEN ? = 'FAILED' THEN 1 ELSE 0 END),
            last_ok_at = CASE WHEN ? = 'OK' THEN ? ELSE last_ok_at END WHERE name = ?`,
  ).run(Date.now(), outcome, result, outcome, outcome, now, job.name);
  return jobRun(db, job.name)!;
}

type Row = {
  name: string;
  last_started_at: number;
  last_finished_at: number | null;
  last_outcome: 'OK' | 'FAILED' | null;
  last_result: string | null;
  last_ok_at: number | null;
  runs: number;
  failures: number;
};

/** The last run of a job, or null when it never ran. */
export function jobRun(db: Db, name: string): JobRun | null {
  const row = db.prepare<unknown[], Row>('SELECT * FROM job_runs WHERE name = ?').get(name);
  if (!row) return null;
  return {
    name: row.name,
    lastStartedAt: row.last_started_at,
    lastFinishedAt: row.last_finished_at,
    lastOutcome: row.last_outcome,
    lastResult: row.last_result,
    lastOkAt: row.last_ok_at,
    runs: row.runs,
    failures: row.failures,
  };
}
