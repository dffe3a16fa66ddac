import type { Outcome } from './admin-agent';
import type { Db } from './db/db';
import { jobRun, runJob, type JobRun } from './jobs/job-runs';
import { platformJobs } from './jobs/platform-jobs';
import { nextRunOf } from './jobs/scheduler';

/** The scheduled jobs in `platform:admin`: what each does when, how its last run went, and a run on demand. */
export const JOBS_USAGE = `  npm run platform:admin -- jobs               (each scheduled job: schedule, last run and result, next run)
  npm run platform:admin -- jobs run <job>     (runs one now, as its schedule would; a replay pays nothing twice)`;

const iso = (at: number | Date | null) => (at === null ? '-' : new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/**
 * After a failed or unfinished run, when the job last did its work and how often it failed: a person reading the
 * list sees at once whether a failure is new or has gone on for days.
 */
const health = (run: JobRun) =>
  run.lastOutcome === 'OK' ? '' : `  (last ok ${run.lastOkAt === null ? 'never' : iso(run.lastOkAt)}; ${run.failures} of ${run.runs} runs failed)`;

export function jobsCommand(db: Db, args: string[], now = Date.now()): Outcome | null {
  const jobs = platformJobs(db);
  const [action, name] = args;
  if (action === 'run') {
    const job = jobs.find((j) => j.name === name);
    if (!job) return { lines: [`unknown job "${name ?? ''}"; jobs: ${jobs.map((j) => j.name).join(', ')}`], code: name ? 1 : 2 };
    const run = runJob(db, job, now);
    return { lines: [`${job.name}: ${run.lastOutcome} ${run.lastResult ?? ''}`], code: run.lastOutcome === 'OK' ? 0 : 1 };
  }
  if (action !== undefined) return null;
  const lines = jobs.map((job) => {
    const run = jobRun(db, job.name);
    const last = run ? `last ${iso(run.lastStartedAt)} ${run.lastOutcome ?? 'RUNNING'}: ${run.lastResult ?? ''}${health(run)}` : 'last never';
    return `${job.name.padEnd(28)} ${`${job.pattern} (${job.timezone})`.padEnd(34)} next ${iso(nextRunOf(job, new Date(now)))}  ${last}`;
  });
  return { lines, code: 0 };
}
