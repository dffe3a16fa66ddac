import type { Db } from '../db/db';

/** One scheduled job: a cron pattern read in a time zone, and the work, which answers a one-line summary. */
export type PlatformJob = {
  name: string;
  pattern: string;
  timezone: string;
  run(db: Db, now: number): string;
};

export type JobRun = {
  name: string;
  lastStartedAt: number;
  lastFinishedAt: number | null;
  lastOutcome: 'OK' | 'FAILED' | null;
  lastResult: string | null;
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
  db.prepare(
    `INSERT INTO job_runs (name, last_started_at, runs) VALUES (?, ?, 1)
     ON CONFLICT (name) DO UPDATE SET last_started_at = excluded.last_started_at, last_finished_at = NULL, last_outcome = NULL, last_result = NULL, runs = runs + 1`,
  ).run(job.name, now);
  let outcome: 'OK' | 'FAILED' = 'OK';
  let result: string;
  try {
    result = job.run(db, now);
  } catch (error) {
    outcome = 'FAILED';
    result = failureText(error);
  }
  db.prepare(
    `UPDATE job_runs SET last_finished_at = ?, last_outcome = ?, last_result = ?, failures = failures + (CASE WHEN ? = 'FAILED' THEN 1 ELSE 0 END) WHERE name = ?`,
  ).run(Date.now(), outcome, result, outcome, job.name);
  return jobRun(db, job.name)!;
}

type Row = {
  name: string;
  last_started_at: number;
  last_finished_at: number | null;
  last_outcome: 'OK' | 'FAILED' | null;
  last_result: string | null;
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
    runs: row.runs,
    failures: row.failures,
  };
}
