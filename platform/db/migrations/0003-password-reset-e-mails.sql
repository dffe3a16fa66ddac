-- password reset e-mails
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  purpose TEXT NOT NULL,
  token TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
