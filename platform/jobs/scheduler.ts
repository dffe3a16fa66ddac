import { Cron } from 'croner';
import type { Db } from '../db/db';
import { runJob, type JobRun, type PlatformJob } from './job-runs';

export type JobSchedule = { stop(): void };

/**
 * Starts each job on its cron pattern in its time zone. A run still going when the next is due is
 * skipped (`protect`), and a job that throws is recorded by `runJob` and runs again at its next time.
 */
export function scheduleJobs(db: Db, jobs: PlatformJob[], onRun?: (run: JobRun) => void): JobSchedule {
  const crons = jobs.map(
    (job) =>
      new Cron(job.pattern, { timezone: job.timezone, protect: true, catch: true }, () => {
        const run = runJob(db, job);
        onRun?.(run);
      }),
  );
  return { stop: () => crons.forEach((cron) => cron.stop()) };
}

/** When a job would run next from `after`, without scheduling it. */
export function nextRunOf(job: Pick<PlatformJob, 'pattern' | 'timezone'>, after = new Date()): Date | null {
  const cron = new Cron(job.pattern, { timezone: job.timezone, paused: true });
  try {
    return cron.nextRun(after);
  } finally {
    cron.stop();
  }
}
