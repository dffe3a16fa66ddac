-- join us and feedback: the affiliate programme, affiliate applications, player feedback with replies and screenshots
-- The commission a brand pays its affiliates: one row per tier, the best tier whose bars are met applies.
CREATE TABLE affiliate_programmes (
  merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  settlement TEXT NOT NULL CHECK (settlement IN ('WEEKLY', 'MONTHLY')),
  min_payout_minor INTEGER NOT NULL CHECK (min_payout_minor >= 0)
);
CREATE TABLE affiliate_tiers (
  merchant TEXT NOT NULL REFERENCES affiliate_programmes(merchant) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level >= 1),
  min_active_players INTEGER NOT NULL CHECK (min_active_players >= 0),
  min_net_revenue_minor INTEGER NOT NULL CHECK (min_net_revenue_minor >= 0),
  commission_bp INTEGER NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (merchant, level)
);

-- Applications from the join-us page: kept as sent for the operator, one per request id.
CREATE TABLE affiliate_applications (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  name TEXT NOT NULL,
  email TEXT,
  mobile TEXT,
  messenger_id TEXT,
  channel TEXT NOT NULL CHECK (channel IN ('WEBSITE', 'SOCIAL', 'COMMUNITY', 'OTHER')),
  experience TEXT NOT NULL,
  language TEXT NOT NULL,
  client_ip TEXT,
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (email IS NOT NULL OR mobile IS NOT NULL),
  UNIQUE (merchant, request_id)
);
CREATE INDEX affiliate_applications_time ON affiliate_applications (merchant, created_at DESC);

-- A screenshot is uploaded before its feedback exists; it is attached (feedback_id set) when the
-- feedback is sent, and unattached ones are dropped after an hour.
CREATE TABLE feedback_images (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  feedback_id INTEGER,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL,
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX feedback_images_member ON feedback_images (member_id, uploaded_at);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  category TEXT NOT NULL CHECK (category IN ('DEPOSIT', 'WITHDRAWAL', 'GAMES', 'PROMOTIONS', 'ACCOUNT', 'SUGGESTION', 'OTHER')),
  content TEXT NOT NULL,
  image_id INTEGER REFERENCES feedback_images(id),
  -- The language the player wrote in: the reply's inbox notice is titled in it.
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'REPLIED', 'CLOSED')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX feedback_member_time ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_merchant_status ON feedback (merchant, status, created_at DESC);

CREATE TABLE feedback_replies (
  id INTEGER PRIMARY KEY,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, created_at);
