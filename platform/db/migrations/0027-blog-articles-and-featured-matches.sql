-- blog articles and featured matches
-- Blog articles per merchant; the words live per language in blog_article_texts.
CREATE TABLE blog_articles (
  id INTEGER PRIMARY KEY,
  merchant TEXT NOT NULL REFERENCES merchants(code),
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 80),
  category TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 20),
  cover_hue INTEGER NOT NULL DEFAULT 200,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED')),
  published_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (merchant, slug)
);
CREATE INDEX blog_articles_list ON blog_articles (merchant, status, published_at DESC, id DESC);

CREATE TABLE blog_article_texts (
  article_id INTEGER NOT NULL REFERENCES blog_articles(id),
  lang TEXT NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
  excerpt TEXT NOT NULL CHECK (length(excerpt) <= 400),
  body TEXT NOT NULL CHECK (length(body) <= 100000),
  PRIMARY KEY (article_id, lang)
);

-- Matches of the demo sportsbook the operator features on the site (ids as the book names them).
CREATE TABLE featured_matches (
  merchant TEXT NOT NULL REFERENCES merchants(code),
  match_id TEXT NOT NULL,
  featured_at INTEGER NOT NULL,
  PRIMARY KEY (merchant, match_id)
);
