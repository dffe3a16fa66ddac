import { Cron } from 'croner';
import type { Db } from '../db/db';
import { runJob, type JobRun, type PlatformJob } from './job-runs';

export type JobSchedule = { stop(): void };

/**
 * Starts each job on its cron pattern in its time zone (and once at once, for a job that runs on start). A run still going when the next is due is
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
  // Catching up runs just after the start, not in it: the platform answers meanwhile.
  const atStart = setTimeout(() => jobs.forEach((job, i) => job.runOnStart && void crons[i]!.trigger()), 0);
  return {
    stop: () => {
      clearTimeout(atStart);
      crons.forEach((cron) => cron.stop());
    },
  };
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
