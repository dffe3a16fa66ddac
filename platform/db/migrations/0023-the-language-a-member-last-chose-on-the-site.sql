-- the language a member last chose on the site
-- Reported by the site when a signed-in player changes language; null until they do.
ALTER TABLE members ADD COLUMN language TEXT;
