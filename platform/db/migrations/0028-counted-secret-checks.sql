-- counted secret checks
-- Wrong answers to a secret check (a re-entered login password, an SMS or e-mail code, a login's
-- second proof), per check and subject; a few lock that check for a while.
CREATE TABLE secret_failures (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  last_failed_at INTEGER NOT NULL,
  locked_until INTEGER,
  PRIMARY KEY (scope, subject)
);
