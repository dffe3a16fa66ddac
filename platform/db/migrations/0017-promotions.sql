-- promotions: the rules behind promotion announcements, members’ entries, activity applications and their images
-- What a promotion announcement (type PR: title, terms, category, images, period) asks of a member and pays.
-- A promotion's id is its announcement's, so a link to /promotions#<id> from any announcement finds its card.
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY CHECK (id = announcement_id),
  merchant TEXT NOT NULL REFERENCES merchants(code),
  announcement_id INTEGER NOT NULL UNIQUE REFERENCES announcements(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('JOIN', 'CLAIM', 'APPLY')),
  currency TEXT NOT NULL,
  bonus_minor INTEGER NOT NULL CHECK (bonus_minor >= 0),
  turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier BETWEEN 0 AND 50),
  -- Eligibility: all that are set must hold. Deposits and bets count from the promotion's start.
  min_vip_level INTEGER NOT NULL DEFAULT 0,
  min_deposit_minor INTEGER NOT NULL DEFAULT 0,
  new_member_days INTEGER,                  -- registered at most this many days before joining
  target_valid_bet_minor INTEGER NOT NULL DEFAULT 0,  -- JOIN: valid bets after joining that earn the bonus (0: the entry is all)
  closed_at INTEGER,                        -- the operator ended it early
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX promotions_merchant ON promotions (merchant, sort);

-- A member's part in a promotion: joined, then paid once (claimed or issued). One per member and promotion.
CREATE TABLE promotion_entries (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  status TEXT NOT NULL CHECK (status IN ('JOINED', 'CLAIMED', 'ISSUED')),
  joined_at INTEGER NOT NULL,
  paid_at INTEGER,
  request_id TEXT,
  transaction_id INTEGER REFERENCES ledger_transactions(id),
  bonus_grant_id INTEGER REFERENCES bonus_grants(id),
  UNIQUE (promotion_id, member_id)
);

-- Activity applications: a comment and up to three images, decided by the operator.
CREATE TABLE promotion_applications (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  comment TEXT NOT NULL CHECK (length(comment) <= 140),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason TEXT,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  UNIQUE (member_id, request_id)
);
-- One open or approved application per member and promotion; a rejected one may be followed by another.
CREATE UNIQUE INDEX promotion_applications_open ON promotion_applications (promotion_id, member_id) WHERE status IN ('PENDING', 'APPROVED');
CREATE INDEX promotion_applications_merchant ON promotion_applications (merchant, status, id);

-- Uploaded images, stored as files under generated names in a folder beside the database (never served).
CREATE TABLE promotion_uploads (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  application_id INTEGER REFERENCES promotion_applications(id),
  file_name TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX promotion_uploads_member ON promotion_uploads (member_id, application_id);
