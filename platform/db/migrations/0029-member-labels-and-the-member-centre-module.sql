-- member labels and the member centre module
-- The member centre as a module of its own (the site's extension MEMCENTRE3): on for the merchants
-- that exist already, so nothing they showed disappears.
INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort)
  SELECT code, 'MEMCENTRE3', NULL, 1, 110 FROM merchants;

-- The operator's labels on a member (member info's memberLabel list), in the order given.
CREATE TABLE member_labels (
  member_id INTEGER NOT NULL REFERENCES members(id),
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 40),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, label)
);
