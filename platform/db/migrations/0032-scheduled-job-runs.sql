-- scheduled job runs
-- The last run of each scheduled job (settlement, withdrawal auto-confirm, upload and session clean-up),
-- whether it ran from the schedule or on demand: what `platform:admin -- jobs` lists.
CREATE TABLE job_runs (
  name TEXT PRIMARY KEY,
  last_started_at INTEGER NOT NULL,
  last_finished_at INTEGER,
  last_outcome TEXT CHECK (last_outcome IN ('OK', 'FAILED')),
  last_result TEXT,
  runs INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0
);
