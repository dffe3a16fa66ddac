-- job runs: the last successful run
-- When each job last finished OK, as the instant it ran for: a settlement job settles every period that
-- ended since then (bounded), so periods missed while the platform was down or the job failed are caught up.
ALTER TABLE job_runs ADD COLUMN last_ok_at INTEGER;
