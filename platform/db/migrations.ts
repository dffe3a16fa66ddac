/** Numbered, append-only schema migrations; applied once each, recorded in schema_migrations. */
export const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'merchants and remote config',
    sql: `
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'maintenance', 'region')),
        default_language TEXT NOT NULL,
        languages TEXT NOT NULL,            -- JSON array of upper-case codes
        main_domain TEXT,
        gtag_id TEXT
      );
      CREATE TABLE whitelabel_nodes (
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        mod_id TEXT NOT NULL,
        parent_mod_id TEXT,
        enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        sort INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant, mod_id)
      );
      CREATE TABLE register_rules (
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        field TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        required INTEGER NOT NULL,
        pattern_id INTEGER NOT NULL,
        min_length INTEGER NOT NULL,
        max_length INTEGER NOT NULL,
        accepted_pattern TEXT NOT NULL,
        PRIMARY KEY (merchant, field)
      );
      CREATE TABLE customer_service (
        id INTEGER PRIMARY KEY,
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        title TEXT NOT NULL,
        cs_type TEXT NOT NULL,
        url TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE resources (
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        resource_type TEXT NOT NULL,
        url TEXT NOT NULL,
        qr_code_url TEXT,
        label TEXT,
        PRIMARY KEY (merchant, resource_type)
      );
      CREATE TABLE domains (
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        domain_name TEXT NOT NULL,
        speed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant, domain_name)
      );
      CREATE TABLE vendors (
        code TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        category TEXT NOT NULL,             -- lane title: RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT
        is_hot INTEGER NOT NULL DEFAULT 0,
        is_game TEXT,                       -- 'VASSALAGE' opens a pop-up game list
        account_type_id INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE merchant_vendors (
        merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
        vendor_code TEXT NOT NULL REFERENCES vendors(code),
        PRIMARY KEY (merchant, vendor_code)
      );
      CREATE TABLE countries (
        code TEXT PRIMARY KEY,
        dialing_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE platform_keys (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        n TEXT NOT NULL,
        e TEXT NOT NULL,
        d TEXT NOT NULL
      );
    `,
  },
];

MIGRATIONS.push({
  id: 2,
  name: 'members, sessions, captcha, sms outbox',
  sql: `
    CREATE TABLE members (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      username TEXT NOT NULL COLLATE NOCASE,
      mobile TEXT,
      country_code TEXT,
      email TEXT,
      nickname TEXT,
      payee_name TEXT,
      password_hash TEXT NOT NULL,
      type INTEGER NOT NULL DEFAULT 0,          -- 0 member, 1/2/41/42 agent, 4 trial
      vip_level INTEGER NOT NULL DEFAULT 0,
      balance_cents INTEGER NOT NULL DEFAULT 0,
      currency TEXT NOT NULL DEFAULT 'PHP',
      currency_symbol TEXT NOT NULL DEFAULT '₱',
      first_login INTEGER NOT NULL DEFAULT 1,
      password_expired INTEGER NOT NULL DEFAULT 0,
      affiliate_code TEXT,
      referral_code TEXT,
      extra TEXT NOT NULL DEFAULT '{}',         -- JSON of optional registration fields
      created_at INTEGER NOT NULL,
      UNIQUE (merchant, username)
    );
    CREATE UNIQUE INDEX members_mobile ON members (merchant, country_code, mobile) WHERE mobile IS NOT NULL;
    CREATE TABLE sessions (
      token TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE login_failures (
      merchant TEXT NOT NULL,
      username TEXT NOT NULL COLLATE NOCASE,
      failed_at INTEGER NOT NULL
    );
    CREATE INDEX login_failures_user ON login_failures (merchant, username, failed_at);
    CREATE TABLE captchas (
      id TEXT PRIMARY KEY,
      answer TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE sms_outbox (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      country_code TEXT NOT NULL,
      mobile TEXT NOT NULL,
      purpose TEXT NOT NULL,                    -- register, login, reset
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant, mobile, sent_at);
    CREATE TABLE affiliates (
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      code TEXT NOT NULL COLLATE NOCASE,
      member_id INTEGER REFERENCES members(id),
      PRIMARY KEY (merchant, code)
    );
  `,
});

MIGRATIONS.push({
  id: 3,
  name: 'password reset e-mails',
  sql: `
    CREATE TABLE email_outbox (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      purpose TEXT NOT NULL,
      token TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    );
  `,
});

MIGRATIONS.push({
  id: 4,
  name: 'registered IPs and pending login verifications',
  sql: `
    CREATE TABLE member_ips (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      ip TEXT NOT NULL,
      PRIMARY KEY (member_id, ip)
    );
    CREATE TABLE pending_logins (
      token TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      ip TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `,
});

MIGRATIONS.push({
  id: 5,
  name: 'authenticator secrets',
  sql: `ALTER TABLE members ADD COLUMN totp_secret TEXT;`,
});

MIGRATIONS.push({
  id: 6,
  name: 'game catalogue with per-language names',
  sql: `
    CREATE TABLE games (
      node_id INTEGER PRIMARY KEY,
      game_id TEXT NOT NULL,
      game_code TEXT NOT NULL,
      vendor_code TEXT NOT NULL REFERENCES vendors(code),
      game_type TEXT NOT NULL,                  -- lane title of the vendor: RNG, LIVE, FISH, PVP, SPORTS, ELOTT, LOTT
      name_en TEXT NOT NULL,
      classify TEXT CHECK (classify IN ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')),   -- NULL = plain RNG slot
      min_bet REAL NOT NULL,
      min_line_num INTEGER,                     -- paylines of a slot, NULL elsewhere
      is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
      hot_rank INTEGER,                         -- the operator's order of the hot list
      is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
      popularity INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL,                    -- order inside the vendor's lobby
      UNIQUE (vendor_code, game_code)
    );
    CREATE INDEX games_vendor_sort ON games (vendor_code, sort);
    CREATE INDEX games_type_sort ON games (game_type, sort);
    CREATE INDEX games_name ON games (name_en COLLATE NOCASE);
    CREATE INDEX games_hot ON games (hot_rank) WHERE is_hot = 1;
    CREATE INDEX games_popularity ON games (popularity DESC);
    CREATE INDEX games_classify ON games (vendor_code, classify);
    CREATE TABLE game_names (
      node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      name TEXT NOT NULL,
      PRIMARY KEY (node_id, lang)
    );
    CREATE INDEX game_names_search ON game_names (lang, name);
  `,
});

MIGRATIONS.push({
  id: 7,
  name: 'home content: banners, announcements, winners, jackpots, help centre; several resources per type',
  sql: `
    CREATE TABLE banners (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      group_name TEXT NOT NULL,
      platform TEXT NOT NULL DEFAULT 'W',
      linkage_type TEXT CHECK (linkage_type IN ('ROUTE', 'URL')),
      linkage_target TEXT,
      hue INTEGER NOT NULL,                     -- colour of the generated artwork
      sort INTEGER NOT NULL,
      CHECK ((linkage_type IS NULL) = (linkage_target IS NULL))
    );
    CREATE INDEX banners_merchant_group ON banners (merchant, platform, group_name, sort);
    CREATE TABLE banner_titles (
      banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      PRIMARY KEY (banner_id, lang)
    );

    CREATE TABLE announcements (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
      platform TEXT NOT NULL DEFAULT 'W',
      execution TEXT CHECK (execution IN ('A', 'B', 'F')),
      category TEXT,                            -- promotions only
      create_time INTEGER NOT NULL,
      start_date INTEGER,
      end_date INTEGER,
      CHECK ((type = 'PU') = (execution IS NOT NULL))
    );
    CREATE INDEX announcements_merchant_type ON announcements (merchant, type, create_time DESC);
    CREATE TABLE announcement_texts (
      announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,                    -- HTML as the operator typed it; the site sanitises
      PRIMARY KEY (announcement_id, lang)
    );
    CREATE TABLE announcement_images (
      announcement_id INTEGER NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
      sequence INTEGER NOT NULL,
      path TEXT NOT NULL,                       -- CDN path; the origin is added per request
      PRIMARY KEY (announcement_id, sequence)
    );

    CREATE TABLE winners (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      customer_name TEXT NOT NULL,              -- already masked
      win_amount_cents INTEGER NOT NULL,
      win_time INTEGER NOT NULL
    );
    CREATE INDEX winners_merchant_time ON winners (merchant, win_time DESC);

    CREATE TABLE jackpots (
      merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
      amount_cents INTEGER NOT NULL,
      as_of INTEGER NOT NULL,
      currency TEXT NOT NULL,
      currency_symbol TEXT NOT NULL,
      increment_cents INTEGER NOT NULL DEFAULT 16511,
      interval_ms INTEGER NOT NULL DEFAULT 3000,
      cycle_ms INTEGER NOT NULL DEFAULT 86400000   -- the pot is won and starts again from amount each cycle
    );

    CREATE TABLE help_items (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      parent_id INTEGER REFERENCES help_items(id) ON DELETE CASCADE,
      tag TEXT,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      bg_color TEXT,
      display INTEGER NOT NULL DEFAULT 1 CHECK (display IN (0, 1)),
      sort INTEGER NOT NULL
    );
    CREATE INDEX help_items_merchant_lang ON help_items (merchant, lang, parent_id, sort);

    -- Payment and partner logos come several per type, so resources lose their (merchant, type) key.
    CREATE TABLE resources_v2 (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      resource_type TEXT NOT NULL,
      url TEXT NOT NULL,                        -- absolute, or a CDN path starting with '/' that gets the origin
      qr_code_url TEXT,
      label TEXT,
      sort INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO resources_v2 (merchant, resource_type, url, qr_code_url, label) SELECT merchant, resource_type, url, qr_code_url, label FROM resources;
    DROP TABLE resources;
    ALTER TABLE resources_v2 RENAME TO resources;
    CREATE UNIQUE INDEX resources_single ON resources (merchant, resource_type) WHERE resource_type NOT IN ('PAYMENT', 'PARTNER');
    CREATE INDEX resources_merchant ON resources (merchant, resource_type, sort);
  `,
});

MIGRATIONS.push({
  id: 8,
  name: 'lobby: name search, favourites, recent games, vendor maintenance, launch tokens and demo rounds',
  sql: `
    -- Every name of a game in every language, folded (NFKC, lower case, Latin accents also stripped), one
    -- row per game: a name search is one LIKE per game instead of one per translation. Derived from
    -- games + game_names by refreshGameSearch().
    CREATE TABLE game_search (
      node_id INTEGER PRIMARY KEY REFERENCES games(node_id) ON DELETE CASCADE,
      haystack TEXT NOT NULL
    );
    -- Trigram index over the same text: a needle of three or more characters finds its games without
    -- reading every haystack. Shorter needles (one or two CJK characters) scan game_search with LIKE.
    CREATE VIRTUAL TABLE game_search_fts USING fts5(haystack, content='game_search', content_rowid='node_id', tokenize='trigram case_sensitive 1');
    -- The lobby lists one game type of the merchant's vendors in vendor order, then game order. Ordered
    -- by (vendor sort, vendor rowid, game sort), the planner walks vendors by this index and each vendor's
    -- games by games_type_vendor_sort with no sort step: rowid is the non-null tie-break that lets it.
    CREATE INDEX vendors_lobby_order ON vendors (sort);
    CREATE INDEX games_type_vendor_sort ON games (game_type, vendor_code, sort);

    CREATE TABLE favourite_games (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, node_id)
    );
    CREATE INDEX favourite_games_member_time ON favourite_games (member_id, created_at DESC);

    CREATE TABLE recent_games (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id) ON DELETE CASCADE,
      launched_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, node_id)
    );
    CREATE INDEX recent_games_member_time ON recent_games (member_id, launched_at DESC);

    CREATE TABLE recent_lottery_games (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_code TEXT NOT NULL,
      played_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, game_code)
    );

    CREATE TABLE vendor_maintenance (
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      vendor_code TEXT NOT NULL REFERENCES vendors(code),
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      PRIMARY KEY (merchant, vendor_code)
    );

    -- A launch hands the game page a token bound to the member's session: it opens the page once and
    -- dies with the session (or with a newer launch of the same game).
    CREATE TABLE launch_tokens (
      token TEXT PRIMARY KEY,
      session_token TEXT NOT NULL REFERENCES sessions(token) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      title TEXT,                               -- a lottery launch shows the lottery game's name
      language TEXT NOT NULL,
      real_money INTEGER NOT NULL CHECK (real_money IN (0, 1)),
      play_cents INTEGER NOT NULL DEFAULT 0,    -- the credit of a trial (accountType 0) round; real money uses the wallet
      spins INTEGER NOT NULL DEFAULT 0,
      opened_at INTEGER,
      revoked INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1)),
      created_at INTEGER NOT NULL
    );
    CREATE INDEX launch_tokens_member_game ON launch_tokens (member_id, node_id);

    CREATE TABLE game_rounds (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      launch_token TEXT NOT NULL,
      real_money INTEGER NOT NULL,
      bet_cents INTEGER NOT NULL,
      win_cents INTEGER NOT NULL,
      balance_after_cents INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX game_rounds_member_game_time ON game_rounds (member_id, node_id, created_at);
  `,
});

MIGRATIONS.push({
  id: 9,
  name: 'FB Sports demo book: launches and bets; FB no longer vassalage, EVO seamless',
  sql: `
    -- A sportsbook launch opens the demo book once. A guest's launch has no member (odds only); a member's
    -- dies with the session.
    CREATE TABLE sports_launches (
      token TEXT PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
      session_token TEXT REFERENCES sessions(token) ON DELETE CASCADE,
      language TEXT NOT NULL,
      opened_at INTEGER,
      created_at INTEGER NOT NULL,
      CHECK ((member_id IS NULL) = (session_token IS NULL))
    );

    -- A bet keeps the match as it was offered (the fixture list is regenerated each day).
    CREATE TABLE sports_bets (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      merchant TEXT NOT NULL,
      launch_token TEXT NOT NULL,
      match_id TEXT NOT NULL,
      sport TEXT NOT NULL,
      home TEXT NOT NULL,
      away TEXT NOT NULL,
      kickoff_at INTEGER NOT NULL,
      pick TEXT NOT NULL CHECK (pick IN ('1', 'X', '2')),
      odds REAL NOT NULL,
      stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
      balance_after_cents INTEGER NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX sports_bets_member_time ON sports_bets (member_id, created_at DESC);

    -- Databases seeded before decision 008 (seeding never rewrites an existing vendor).
    UPDATE vendors SET is_game = NULL WHERE code = 'FB' AND is_game = 'VASSALAGE';
    UPDATE vendors SET is_game = 'SEAMLESS' WHERE code = 'EVO' AND is_game IS NULL;
  `,
});

MIGRATIONS.push({
  id: 10,
  name: 'cashier: double-entry ledger, wallets, deposits, withdrawals, turnover, bet records, inbox messages',
  sql: `
    -- How each brand runs its cashier. Amounts in minor units of the brand's currency.
    CREATE TABLE cashier_settings (
      merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
      currency TEXT NOT NULL,
      time_zone TEXT NOT NULL,                  -- IANA zone: daily limits and the profit chart count its days
      wallet_mode TEXT NOT NULL CHECK (wallet_mode IN ('SINGLE', 'TRANSFER')),
      auto_transfer INTEGER NOT NULL CHECK (auto_transfer IN (0, 1)),
      withdraw_min_minor INTEGER NOT NULL,
      withdraw_max_minor INTEGER NOT NULL,
      daily_count_limit INTEGER NOT NULL,
      daily_amount_limit_minor INTEGER NOT NULL,
      confirm_minutes INTEGER NOT NULL          -- a paid withdrawal not confirmed within this counts as received
    );

    ALTER TABLE members ADD COLUMN upline_id INTEGER REFERENCES members(id);
    ALTER TABLE members ADD COLUMN allow_downline_transfer INTEGER NOT NULL DEFAULT 0;   -- an agent's setting
    ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
    ALTER TABLE members ADD COLUMN payment_password_failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE members ADD COLUMN payment_password_locked_until INTEGER;

    -- Member wallets (MAIN, one per vendor) and, per merchant and currency, the operator's accounts.
    -- The balance is a cache of the entries' sum, written in the same transaction as they are.
    CREATE TABLE ledger_accounts (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code),
      currency TEXT NOT NULL,
      member_id INTEGER REFERENCES members(id),
      kind TEXT NOT NULL CHECK (kind IN ('MAIN', 'VENDOR', 'DEPOSITS', 'WITHDRAWALS', 'GAMES', 'BONUS', 'FEES', 'WITHDRAW_HOLD', 'OPENING')),
      wallet TEXT NOT NULL DEFAULT '',          -- 'MAIN' or the vendor code for member accounts
      balance INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      CHECK ((member_id IS NULL) = (kind NOT IN ('MAIN', 'VENDOR'))),
      -- The last line of defence: a member's wallet never goes below zero.
      CHECK (member_id IS NULL OR balance >= 0)
    );
    CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, wallet) WHERE member_id IS NOT NULL;
    CREATE UNIQUE INDEX ledger_accounts_operator ON ledger_accounts (merchant, currency, kind) WHERE member_id IS NULL;

    -- One money move; its entries sum to zero. The idempotency key makes a retried request a no-op.
    CREATE TABLE ledger_transactions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      kind TEXT NOT NULL,
      member_id INTEGER REFERENCES members(id),
      idempotency_key TEXT NOT NULL,
      reference TEXT,
      created_at INTEGER NOT NULL,
      meta TEXT NOT NULL DEFAULT '{}',
      UNIQUE (merchant, idempotency_key)
    );
    CREATE TABLE ledger_entries (
      id INTEGER PRIMARY KEY,
      transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
      account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
      amount INTEGER NOT NULL CHECK (amount <> 0),
      balance_after INTEGER NOT NULL,
      type TEXT NOT NULL,                       -- the member statement's type: DEPOSIT, FEE, BONUS, RNG, …
      member_id INTEGER,                        -- the account's member, copied so a statement reads one index
      at INTEGER NOT NULL                       -- the transaction's time, copied for the same reason
    );
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
    CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
    CREATE INDEX ledger_entries_member_time ON ledger_entries (member_id, at) WHERE member_id IS NOT NULL;
    CREATE TRIGGER ledger_transactions_append_only_u BEFORE UPDATE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    CREATE TRIGGER ledger_transactions_append_only_d BEFORE DELETE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    CREATE TRIGGER ledger_entries_append_only_u BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    CREATE TRIGGER ledger_entries_append_only_d BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

    CREATE TABLE deposit_channels (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK (type IN ('BANK', 'EWALLET', 'QR')),
      provider TEXT NOT NULL,
      name TEXT NOT NULL,
      colour TEXT NOT NULL,                     -- the provider's colour on the payment page
      min_minor INTEGER NOT NULL,
      max_minor INTEGER NOT NULL,
      fee_rate_bp INTEGER NOT NULL DEFAULT 0,
      fee_fixed_minor INTEGER NOT NULL DEFAULT 0,
      processing_minutes INTEGER NOT NULL DEFAULT 0,
      quick_amounts TEXT NOT NULL DEFAULT '[]', -- JSON array of minor amounts
      bank_name TEXT,
      account_name TEXT,
      account_number TEXT,
      enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      sort INTEGER NOT NULL
    );
    CREATE TABLE deposit_promotions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      title TEXT NOT NULL,
      bonus_rate_bp INTEGER NOT NULL,
      max_bonus_minor INTEGER NOT NULL,
      min_deposit_minor INTEGER NOT NULL,
      turnover_multiplier INTEGER NOT NULL,
      bonus_days INTEGER NOT NULL DEFAULT 30,   -- the grant expires this many days after it was given
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
    );
    CREATE TABLE deposits (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      channel_id INTEGER NOT NULL REFERENCES deposit_channels(id),
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      fee_minor INTEGER NOT NULL DEFAULT 0,
      bonus_minor INTEGER NOT NULL DEFAULT 0,
      promotion_id INTEGER REFERENCES deposit_promotions(id),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'AWAITING_PAYMENT', 'CREDITED', 'FAILED', 'CANCELLED')),
      reference TEXT NOT NULL,                  -- the short code the player quotes with the transfer
      request_id TEXT NOT NULL,
      return_url TEXT,                          -- where the payment page sends the player back; never from a later request
      pay_token TEXT UNIQUE,                    -- the payment page's capability
      remark TEXT,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      expires_at INTEGER,
      transaction_id INTEGER REFERENCES ledger_transactions(id),
      UNIQUE (merchant, reference),
      UNIQUE (member_id, request_id)
    );
    CREATE INDEX deposits_member_time ON deposits (member_id, created_at);
    CREATE INDEX deposits_merchant_status ON deposits (merchant, status, created_at);

    CREATE TABLE withdraw_accounts (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      type TEXT NOT NULL CHECK (type IN ('BANK', 'EWALLET')),
      provider TEXT NOT NULL,
      bank_name TEXT NOT NULL,
      account_name TEXT NOT NULL,
      account_number TEXT NOT NULL,
      is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      created_at INTEGER NOT NULL,
      removed_at INTEGER                        -- kept for the withdrawals that name it
    );
    CREATE INDEX withdraw_accounts_member ON withdraw_accounts (member_id) WHERE removed_at IS NULL;

    CREATE TABLE withdrawals (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      account_id INTEGER NOT NULL REFERENCES withdraw_accounts(id),
      account_label TEXT NOT NULL,              -- as the account read when the request was made
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED')),
      reference TEXT NOT NULL,
      request_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      paid_at INTEGER,
      confirm_by INTEGER,
      received_minor INTEGER,
      remark TEXT,
      UNIQUE (merchant, reference),
      UNIQUE (member_id, request_id)
    );
    CREATE INDEX withdrawals_member_time ON withdrawals (member_id, created_at);
    CREATE INDEX withdrawals_merchant_status ON withdrawals (merchant, status, created_at);
    CREATE INDEX withdrawals_paid_due ON withdrawals (confirm_by) WHERE status = 'PAID';

    -- Proof images live in the database, keyed by what they prove; no request ever names a file path.
    CREATE TABLE proof_uploads (
      owner TEXT NOT NULL CHECK (owner IN ('DEPOSIT', 'WITHDRAWAL')),
      owner_id INTEGER NOT NULL,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      content_type TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes BLOB NOT NULL,
      size INTEGER NOT NULL,
      uploaded_at INTEGER NOT NULL,
      PRIMARY KEY (owner, owner_id)
    );

    CREATE TABLE bonus_grants (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      promotion_id INTEGER REFERENCES deposit_promotions(id),
      deposit_id INTEGER REFERENCES deposits(id),
      name TEXT NOT NULL,
      amount_minor INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED')),
      granted_at INTEGER NOT NULL,
      expires_at INTEGER
    );
    CREATE INDEX bonus_grants_member ON bonus_grants (member_id, granted_at);

    -- What must be wagered before a withdrawal: 1× each credited deposit, (deposit + bonus) × multiplier per bonus.
    CREATE TABLE turnover_requirements (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      source TEXT NOT NULL CHECK (source IN ('DEPOSIT', 'BONUS')),
      deposit_id INTEGER REFERENCES deposits(id),
      bonus_grant_id INTEGER REFERENCES bonus_grants(id),
      required_minor INTEGER NOT NULL CHECK (required_minor >= 0),
      done_minor INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      closed_at INTEGER                         -- met, or its bonus expired
    );
    CREATE INDEX turnover_open ON turnover_requirements (member_id, id) WHERE closed_at IS NULL;
    CREATE INDEX turnover_grant ON turnover_requirements (bonus_grant_id) WHERE bonus_grant_id IS NOT NULL;

    -- Every stake: the demo slot's spins, the demo book's bets, and the seeded history.
    CREATE TABLE bet_records (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      placed_at INTEGER NOT NULL,
      settled_at INTEGER,
      game_type TEXT NOT NULL,                  -- the statement's game types: RNG, LIVE, FISH, PVP, SPORTS, LOTT
      vendor TEXT NOT NULL,
      game_name TEXT NOT NULL,
      node_id INTEGER,
      stake_minor INTEGER NOT NULL,
      win_minor INTEGER NOT NULL DEFAULT 0,
      valid_bet_minor INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL CHECK (status IN ('SETTLED', 'OPEN', 'CANCELLED')),
      transaction_id INTEGER REFERENCES ledger_transactions(id)
    );
    CREATE INDEX bet_records_member_time ON bet_records (member_id, placed_at);

    -- The inbox: what happened to the member's money, rendered by the site from type + params.
    CREATE TABLE messages (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      type TEXT NOT NULL,
      params TEXT NOT NULL DEFAULT '{}',
      created_at INTEGER NOT NULL,
      read_at INTEGER
    );
    CREATE INDEX messages_member_time ON messages (member_id, created_at);

    -- Balances from before the ledger become opening-balance transactions. balance_cents held ×100 of
    -- every currency (VND too); the ledger holds minor units.
    INSERT INTO ledger_accounts (merchant, currency, member_id, kind, wallet, balance, created_at)
      SELECT merchant, currency, id, 'MAIN', 'MAIN', 0, created_at FROM members WHERE balance_cents <> 0;
    INSERT INTO ledger_accounts (merchant, currency, member_id, kind, wallet, balance, created_at)
      SELECT DISTINCT merchant, currency, NULL, 'OPENING', '', 0, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM members WHERE balance_cents <> 0;
    INSERT INTO ledger_transactions (merchant, kind, member_id, idempotency_key, reference, created_at, meta)
      SELECT merchant, 'OPENING', id, 'opening:' || id, NULL, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), '{"note":"Opening balance"}'
        FROM members WHERE balance_cents <> 0;
    CREATE TEMP TABLE opening_amounts AS
      SELECT m.id AS member_id, t.id AS transaction_id, t.created_at AS at, m.merchant, m.currency,
             CASE m.currency WHEN 'VND' THEN m.balance_cents / 100 ELSE m.balance_cents END AS minor
        FROM members m JOIN ledger_transactions t ON t.merchant = m.merchant AND t.idempotency_key = 'opening:' || m.id
       WHERE m.balance_cents <> 0;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, member_id, at)
      SELECT o.transaction_id, a.id, o.minor, o.minor, 'ADJUST', o.member_id, o.at
        FROM opening_amounts o JOIN ledger_accounts a ON a.member_id = o.member_id AND a.wallet = 'MAIN'
       WHERE o.minor <> 0 ORDER BY o.transaction_id;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, type, member_id, at)
      SELECT o.transaction_id, a.id, -o.minor, -SUM(o.minor) OVER (PARTITION BY a.id ORDER BY o.transaction_id), 'ADJUST', NULL, o.at
        FROM opening_amounts o JOIN ledger_accounts a ON a.member_id IS NULL AND a.merchant = o.merchant AND a.currency = o.currency AND a.kind = 'OPENING'
       WHERE o.minor <> 0 ORDER BY o.transaction_id;
    UPDATE ledger_accounts SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ledger_accounts.id);
    DROP TABLE opening_amounts;
    -- From here on the ledger is the only place a balance lives.
    ALTER TABLE members DROP COLUMN balance_cents;
    -- game_rounds and sports_bets keep their *_cents column names; since this migration they hold minor units.
  `,
});

MIGRATIONS.push({
  id: 12,
  name: 'inbox: operator messages, broadcasts, per-member state; the VIP module',
  sql: `
    -- One table for every inbox message. member_id NULL is a broadcast to the whole merchant (one row,
    -- however many members); typed notices keep type + params, operator messages carry a title and HTML.
    CREATE TABLE messages_v2 (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER REFERENCES members(id),
      type TEXT NOT NULL,
      params TEXT NOT NULL DEFAULT '{}',
      title TEXT,
      body_html TEXT,
      created_at INTEGER NOT NULL,
      read_at INTEGER,
      deleted_at INTEGER
    );
    INSERT INTO messages_v2 (id, merchant, member_id, type, params, created_at, read_at)
      SELECT id, merchant, member_id, type, params, created_at, read_at FROM messages;
    DROP TABLE messages;
    ALTER TABLE messages_v2 RENAME TO messages;
    CREATE INDEX messages_member_time ON messages (member_id, created_at);
    CREATE INDEX messages_broadcast_time ON messages (merchant, created_at) WHERE member_id IS NULL;

    -- A broadcast's read and deleted state, per member who acted on it (no row: unread, shown).
    CREATE TABLE message_states (
      message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id),
      read_at INTEGER,
      deleted_at INTEGER,
      PRIMARY KEY (message_id, member_id)
    );

    -- The VIP module (hasVip in the public state): merchants that exist already keep showing VIP labels.
    INSERT OR IGNORE INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled, sort)
      SELECT code, 'VIP3', NULL, 1, 100 FROM merchants;
  `,
});

MIGRATIONS.push({
  id: 13,
  name: 'rewards: reward centre, raffle, referral links, missions, VIP levels, rebate',
  sql: `
    -- What a brand gives away besides deposit promotions. Amounts in minor units; 0 switches a reward off.
    CREATE TABLE reward_settings (
      merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
      signup_reward_minor INTEGER NOT NULL DEFAULT 0,
      signup_turnover_multiplier INTEGER NOT NULL DEFAULT 0,
      referral_bonus_minor INTEGER NOT NULL DEFAULT 0,     -- to the referrer, when a referee's first deposit is credited
      referral_min_deposit_minor INTEGER NOT NULL DEFAULT 0,
      reward_days INTEGER NOT NULL DEFAULT 30              -- an unclaimed reward lapses after this many days
    );

    -- Rewards waiting for the member's one-action claim; one per source (a referee, a level, an operator grant).
    CREATE TABLE rewards (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      kind TEXT NOT NULL CHECK (kind IN ('SIGNUP', 'REFERRAL', 'VIP', 'GRANT')),
      title TEXT NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier >= 0),
      source_key TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('CLAIMABLE', 'CLAIMED', 'EXPIRED')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER,
      claimed_at INTEGER,
      request_id TEXT,
      transaction_id INTEGER REFERENCES ledger_transactions(id),
      UNIQUE (merchant, source_key)
    );
    CREATE INDEX rewards_member ON rewards (member_id, status, created_at);

    -- Each member's own code for /register?r=…; members.referral_code keeps the code a member signed up with.
    CREATE TABLE referral_codes (
      merchant TEXT NOT NULL,
      code TEXT NOT NULL COLLATE NOCASE,
      member_id INTEGER NOT NULL UNIQUE REFERENCES members(id),
      PRIMARY KEY (merchant, code)
    );
    ALTER TABLE members ADD COLUMN referrer_id INTEGER REFERENCES members(id);
    CREATE INDEX members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL;

    -- Every sign-in, kept after its session ends (missions count logins per day).
    CREATE TABLE member_logins (
      member_id INTEGER NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX member_logins_member ON member_logins (member_id, at);
    CREATE TRIGGER sessions_record_login AFTER INSERT ON sessions BEGIN
      INSERT INTO member_logins (member_id, at) VALUES (NEW.member_id, NEW.created_at);
    END;

    -- VIP levels per brand: reached by cumulative credited deposits AND valid bets; benefits shown per level.
    CREATE TABLE vip_levels (
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      level INTEGER NOT NULL CHECK (level >= 0),
      name TEXT NOT NULL,
      deposit_minor INTEGER NOT NULL,
      valid_bet_minor INTEGER NOT NULL,
      upgrade_bonus_minor INTEGER NOT NULL DEFAULT 0,
      birthday_bonus_minor INTEGER NOT NULL DEFAULT 0,
      daily_withdraw_count INTEGER NOT NULL,
      dedicated_host INTEGER NOT NULL DEFAULT 0 CHECK (dedicated_host IN (0, 1)),
      PRIMARY KEY (merchant, level)
    );

    -- Rebate: a rate per product type and VIP level, paid on valid bets since the last claim.
    CREATE TABLE rebate_rates (
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      product_type TEXT NOT NULL,
      vip_level INTEGER NOT NULL,
      rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
      PRIMARY KEY (merchant, product_type, vip_level)
    );
    CREATE TABLE rebate_cursors (
      member_id INTEGER PRIMARY KEY REFERENCES members(id),
      last_bet_id INTEGER NOT NULL,            -- bets up to this id are paid
      claimed_at INTEGER NOT NULL
    );

    -- Daily and weekly missions; progress is computed from logins, deposits and bets, never stored.
    CREATE TABLE missions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
      metric TEXT NOT NULL CHECK (metric IN ('LOGIN', 'DEPOSIT', 'SPINS', 'VALID_BET')),
      target INTEGER NOT NULL CHECK (target > 0),  -- a count, or minor units for money metrics
      reward_minor INTEGER NOT NULL CHECK (reward_minor > 0),
      turnover_multiplier INTEGER NOT NULL DEFAULT 1,
      points INTEGER NOT NULL CHECK (points >= 0),
      sort INTEGER NOT NULL,
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      UNIQUE (merchant, period, metric, target)
    );
    CREATE TABLE mission_claims (
      mission_id INTEGER NOT NULL REFERENCES missions(id),
      member_id INTEGER NOT NULL REFERENCES members(id),
      period_key TEXT NOT NULL,                -- the local day or the week's Monday it was earned in
      merchant TEXT NOT NULL,
      points INTEGER NOT NULL,
      claimed_at INTEGER NOT NULL,
      transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
      PRIMARY KEY (mission_id, member_id, period_key)
    );
    CREATE INDEX mission_claims_board ON mission_claims (merchant, claimed_at);

    -- The daily lucky draw: one draw per member and local day once the day's valid bets reach the bar.
    CREATE TABLE raffle_promotions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      title TEXT NOT NULL,
      min_valid_bet_minor INTEGER NOT NULL,
      prizes TEXT NOT NULL,                    -- JSON array of prizes in minor units, drawn uniformly
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      UNIQUE (merchant, title)
    );
    CREATE TABLE raffle_draws (
      promotion_id INTEGER NOT NULL REFERENCES raffle_promotions(id),
      member_id INTEGER NOT NULL REFERENCES members(id),
      day TEXT NOT NULL,
      prize_minor INTEGER NOT NULL,
      drawn_at INTEGER NOT NULL,
      transaction_id INTEGER NOT NULL REFERENCES ledger_transactions(id),
      PRIMARY KEY (promotion_id, member_id, day)
    );
  `,
});

MIGRATIONS.push({
  id: 11,
  name: 'my account: avatars, bind codes, authenticator set-up, login history',
  sql: `
    -- The member's avatar: NULL (the default), 'preset:<key>' or 'upload:<id>' of member_avatars.
    ALTER TABLE members ADD COLUMN avatar TEXT;
    ALTER TABLE members ADD COLUMN password_changed_at INTEGER;
    ALTER TABLE members ADD COLUMN mobile_verified_at INTEGER;
    ALTER TABLE members ADD COLUMN email_verified_at INTEGER;
    -- A secret made for turning the authenticator on, kept until the player confirms a code from it.
    ALTER TABLE members ADD COLUMN totp_pending_secret TEXT;
    ALTER TABLE members ADD COLUMN totp_failures INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE members ADD COLUMN totp_locked_until INTEGER;
    -- Uploaded avatars, re-encoded PNG; served under their random id, never a name the player chose.
    CREATE TABLE member_avatars (
      id TEXT PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      bytes BLOB NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX member_avatars_member ON member_avatars (member_id);
    -- Codes that bind a mobile number or an e-mail address: delivered through the SMS or e-mail outbox,
    -- checked here (expiry, once, a few wrong attempts).
    CREATE TABLE bind_codes (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('MOBILE', 'EMAIL')),
      target TEXT NOT NULL,
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at INTEGER
    );
    CREATE INDEX bind_codes_member ON bind_codes (member_id, channel, sent_at);
    -- Successful logins: when, from where, with what. The session token says which one is "this device".
    CREATE TABLE login_history (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      session_token TEXT,
      at INTEGER NOT NULL,
      ip TEXT NOT NULL,
      user_agent TEXT NOT NULL DEFAULT '',
      device TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX login_history_member ON login_history (member_id, at);
    ALTER TABLE member_ips ADD COLUMN last_seen_at INTEGER;
  `,
});

MIGRATIONS.push({
  id: 14,
  name: 'agent centre: hierarchy closure, rebate rates, invitation codes, agent notices',
  sql: `
    -- Every member's ancestors with their distance (0 = itself): "everyone under me" and "is this one
    -- under me" are one indexed range, however deep or wide the team.
    CREATE TABLE agent_tree (
      ancestor_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      descendant_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      depth INTEGER NOT NULL,
      PRIMARY KEY (ancestor_id, depth, descendant_id)
    ) WITHOUT ROWID;
    CREATE UNIQUE INDEX agent_tree_descendant ON agent_tree (descendant_id, ancestor_id);
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      WITH RECURSIVE up(ancestor_id, descendant_id, depth) AS (
        SELECT id, id, 0 FROM members
        UNION ALL
        SELECT m.upline_id, up.descendant_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL
      )
      SELECT ancestor_id, descendant_id, depth FROM up;
    -- The tree follows upline_id whoever writes it (registration, the back office, the seed).
    CREATE TRIGGER agent_tree_insert AFTER INSERT ON members BEGIN
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.upline_id;
    END;
    CREATE TRIGGER agent_tree_move AFTER UPDATE OF upline_id ON members WHEN NEW.upline_id IS NOT OLD.upline_id BEGIN
      DELETE FROM agent_tree
       WHERE descendant_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id)
         AND ancestor_id NOT IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id);
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
        SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
          FROM agent_tree a JOIN agent_tree d ON d.ancestor_id = NEW.id
         WHERE a.descendant_id = NEW.upline_id;
    END;

    -- A member's rebate rate in basis points of valid bet; an agent passes at most its own down.
    ALTER TABLE members ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE members ADD COLUMN last_login_at INTEGER;
    -- An invitation code makes a member or a sub-agent at the rate it carries.
    ALTER TABLE affiliates ADD COLUMN account_type TEXT NOT NULL DEFAULT 'MEMBER';
    ALTER TABLE affiliates ADD COLUMN rebate_bp INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE affiliates ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX affiliates_member ON affiliates (member_id);

    CREATE TABLE agent_announcements (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX agent_announcements_merchant_time ON agent_announcements (merchant, created_at DESC);
    -- Team reports sum thousands of members' bets and entries in a time range: covering indexes answer
    -- them from the index alone, without a visit to each row.
    -- Partial, so the ledger's other writes pay nothing for it.
    CREATE INDEX ledger_entries_member_cash ON ledger_entries (member_id, at, type, amount)
      WHERE member_id IS NOT NULL AND type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_RETURN');
    -- Replaces (member_id, placed_at), which it begins with: the member's own records use it as before.
    CREATE INDEX bet_records_member_report ON bet_records (member_id, placed_at, status, game_type, stake_minor, win_minor, valid_bet_minor);
    DROP INDEX bet_records_member_time;
    CREATE INDEX members_created ON members (merchant, created_at);
  `,
});

MIGRATIONS.push({
  id: 15,
  name: 'agent contracts and their settlements',
  sql: `
    -- A contract an agent offers a direct downline: dividend on the team's net loss, or a salary on its
    -- valid bet (daily, hourly, real-time). Rates in basis points; thresholds in minor units and members.
    CREATE TABLE agent_contracts (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code),
      type TEXT NOT NULL CHECK (type IN ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
      agent_id INTEGER NOT NULL REFERENCES members(id),
      downline_id INTEGER NOT NULL REFERENCES members(id),
      rate_bp INTEGER NOT NULL CHECK (rate_bp > 0 AND rate_bp <= 10000),
      period TEXT NOT NULL CHECK (period IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
      min_valid_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_valid_bet_minor >= 0),
      min_loss_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_loss_minor >= 0),
      min_active_members INTEGER NOT NULL DEFAULT 0 CHECK (min_active_members >= 0),
      min_bet_minor INTEGER NOT NULL DEFAULT 0 CHECK (min_bet_minor >= 0),
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED')),
      termination_requested_at INTEGER,
      created_at INTEGER NOT NULL,
      accepted_at INTEGER,
      ended_at INTEGER,
      end_reason TEXT CHECK (end_reason IN ('REJECTED', 'WITHDRAWN', 'AGENT', 'DOWNLINE', 'REPLACED', 'RATE_CAP')),
      CHECK (status <> 'ACTIVE' OR (accepted_at IS NOT NULL AND ended_at IS NULL))
    );
    -- The downline's requests and contracts (the sign-in flags read it), the agent's offers, a settlement job's contracts.
    CREATE INDEX agent_contracts_downline ON agent_contracts (downline_id, type, status);
    CREATE INDEX agent_contracts_agent ON agent_contracts (agent_id, type, id DESC);
    CREATE INDEX agent_contracts_settle ON agent_contracts (merchant, type, status);

    -- One settled period of one contract: what the team did, whether the thresholds held, what was paid.
    -- UNIQUE makes a replayed job a no-op; the ledger's key settle:<type>:<contract>:<period> says the same.
    CREATE TABLE contract_settlements (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES agent_contracts(id),
      period_key TEXT NOT NULL,
      period_start INTEGER NOT NULL,
      period_end INTEGER NOT NULL,
      valid_bet_minor INTEGER NOT NULL,
      loss_minor INTEGER NOT NULL,
      active_members INTEGER NOT NULL,
      base_minor INTEGER NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
      outcome TEXT NOT NULL CHECK (outcome IN ('PAID', 'BELOW_THRESHOLD', 'NOTHING')),
      missed TEXT,
      transaction_id INTEGER REFERENCES ledger_transactions(id),
      settled_at INTEGER NOT NULL,
      UNIQUE (contract_id, period_key)
    );
    CREATE INDEX contract_settlements_time ON contract_settlements (contract_id, period_start DESC);
  `,
});

MIGRATIONS.push({
  id: 16,
  name: 'free play: vendors that offer trial play, and each account’s trial wallet',
  sql: `
    -- Live tables and sportsbooks take real stakes only; a trial launch of their games is refused.
    ALTER TABLE vendors ADD COLUMN supports_trial INTEGER NOT NULL DEFAULT 1 CHECK (supports_trial IN (0, 1));
    UPDATE vendors SET supports_trial = 0 WHERE category IN ('LIVE', 'SPORTS', 'LOTT');

    -- Play money of free-play rounds, one wallet per account, in the account's minor units. It is
    -- never a ledger account: nothing here can be withdrawn, transferred or counted as turnover.
    CREATE TABLE trial_wallets (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      currency TEXT NOT NULL,
      balance_minor INTEGER NOT NULL CHECK (balance_minor >= 0),
      refills INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL
    );
  `,
});

MIGRATIONS.push({
  id: 22,
  name: 'PVP rooms: card-game tables by stake, and the room a launch opened',
  sql: `
    -- A vendor's tables for one game, by stake tier. Stakes are multiples of the game's minimum bet,
    -- so every merchant's currency gets its own amounts.
    CREATE TABLE pvp_rooms (
      id INTEGER PRIMARY KEY,
      vendor_code TEXT NOT NULL REFERENCES vendors(code),
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      tier TEXT NOT NULL CHECK (tier IN ('BEGINNER', 'STANDARD', 'HIGH')),
      stake_bets INTEGER NOT NULL CHECK (stake_bets > 0),      -- the room's bet, in minimum bets
      entry_bets INTEGER NOT NULL CHECK (entry_bets > 0),      -- the balance needed to sit down, in minimum bets
      sort INTEGER NOT NULL,
      UNIQUE (node_id, tier)
    );
    CREATE INDEX pvp_rooms_vendor ON pvp_rooms (vendor_code, sort);

    -- Which room a launch opened: who is playing in a room is counted from recent launches.
    ALTER TABLE launch_tokens ADD COLUMN room_id INTEGER REFERENCES pvp_rooms(id);
    CREATE INDEX launch_tokens_room ON launch_tokens (room_id, created_at) WHERE room_id IS NOT NULL;
  `,
});

MIGRATIONS.push({
  id: 21,
  name: 'join us and feedback: the affiliate programme, affiliate applications, player feedback with replies and screenshots',
  sql: `
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
  `,
});

MIGRATIONS.push({
  id: 18,
  name: 'point mall: a points journal per member, earning cursors, items, redemptions and the exchange table',
  sql: `
    -- Per brand: how much valid bet earns one point, the smallest conversion and its step. Points on
    -- the reference platform never expire (expiry_days stays NULL); the column says so to the site.
    CREATE TABLE point_settings (
      merchant TEXT PRIMARY KEY REFERENCES merchants(code),
      earn_valid_bet_minor INTEGER NOT NULL CHECK (earn_valid_bet_minor > 0),
      min_convert_points INTEGER NOT NULL CHECK (min_convert_points > 0),
      convert_step_points INTEGER NOT NULL CHECK (convert_step_points > 0),
      expiry_days INTEGER CHECK (expiry_days IS NULL)
    );
    -- The exchange table: from min_points converted at once, each step of points pays cash_minor_per_step.
    CREATE TABLE point_exchange_rates (
      merchant TEXT NOT NULL REFERENCES merchants(code),
      min_points INTEGER NOT NULL CHECK (min_points > 0),
      cash_minor_per_step INTEGER NOT NULL CHECK (cash_minor_per_step > 0),
      PRIMARY KEY (merchant, min_points)
    );

    -- Points are not money: they live in their own journal, never in ledger_accounts (whose balances
    -- are wallets). The balance is a cache of the journal's sum, written in the same transaction.
    CREATE TABLE point_balances (
      member_id INTEGER PRIMARY KEY REFERENCES members(id),
      merchant TEXT NOT NULL,
      points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE point_transactions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      kind TEXT NOT NULL CHECK (kind IN ('EARN', 'GRANT', 'REDEEM', 'REDEEM_REFUND', 'CONVERT')),
      points INTEGER NOT NULL CHECK (points <> 0),
      balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      idempotency_key TEXT NOT NULL,
      reference TEXT,
      meta TEXT NOT NULL DEFAULT '{}',
      created_at INTEGER NOT NULL,
      UNIQUE (merchant, idempotency_key)
    );
    CREATE INDEX point_transactions_member ON point_transactions (member_id, id);
    CREATE TRIGGER point_transactions_append_only_u BEFORE UPDATE ON point_transactions BEGIN SELECT RAISE(ABORT, 'the points journal is append-only'); END;
    CREATE TRIGGER point_transactions_append_only_d BEFORE DELETE ON point_transactions BEGIN SELECT RAISE(ABORT, 'the points journal is append-only'); END;

    -- Earning: settled bet records after last_bet_id have not earned yet; carry_minor is valid bet
    -- short of a whole point, kept for the next accrual.
    CREATE TABLE point_earn_cursors (
      member_id INTEGER PRIMARY KEY REFERENCES members(id),
      last_bet_id INTEGER NOT NULL,
      carry_minor INTEGER NOT NULL DEFAULT 0 CHECK (carry_minor >= 0)
    );

    CREATE TABLE point_items (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code),
      points_cost INTEGER NOT NULL CHECK (points_cost > 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      limit_per_member INTEGER CHECK (limit_per_member IS NULL OR limit_per_member > 0),
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
      art TEXT NOT NULL DEFAULT 'gift',          -- the CDN's drawing: gift, phone, voucher, chip, watch, headset, bag, gold
      hue INTEGER NOT NULL DEFAULT 210,
      sort INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX point_items_merchant ON point_items (merchant, active, sort);
    CREATE TABLE point_item_texts (
      item_id INTEGER NOT NULL REFERENCES point_items(id),
      lang TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (item_id, lang)
    );

    -- One redemption of one item: In Process until the operator approves or rejects it. A rejection
    -- refunds the points and returns the stock once (refund_transaction_id is set in the same write).
    CREATE TABLE point_redemptions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      item_id INTEGER NOT NULL REFERENCES point_items(id),
      points INTEGER NOT NULL CHECK (points > 0),
      status TEXT NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
      reason TEXT,
      request_id TEXT NOT NULL,
      transaction_id INTEGER NOT NULL REFERENCES point_transactions(id),
      refund_transaction_id INTEGER REFERENCES point_transactions(id),
      created_at INTEGER NOT NULL,
      decided_at INTEGER,
      UNIQUE (member_id, request_id),
      CHECK ((status = 'REJECTED') = (refund_transaction_id IS NOT NULL))
    );
    CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id);
    CREATE INDEX point_redemptions_item ON point_redemptions (member_id, item_id, status);
    CREATE INDEX point_redemptions_desk ON point_redemptions (merchant, status, id);
  `,
});

MIGRATIONS.push({
  id: 23,
  name: 'the language a member last chose on the site',
  sql: `
    -- Reported by the site when a signed-in player changes language; null until they do.
    ALTER TABLE members ADD COLUMN language TEXT;
  `,
});

MIGRATIONS.push({
  id: 19,
  name: 'VIP page and rankings: a daily withdrawal amount per VIP level, an index for the deposit board',
  sql: `
    -- The most a member of the level may withdraw in a local day; 0 means the brand's cashier limit applies.
    ALTER TABLE vip_levels ADD COLUMN daily_withdraw_minor INTEGER NOT NULL DEFAULT 0 CHECK (daily_withdraw_minor >= 0);

    -- The deposit board sums credited deposits by the time they were credited. The bet boards scan bet_records
    -- instead of indexing it: an index there slowed the seeded year of bets past the seed's budget, and the site caches the boards.
    CREATE INDEX deposits_merchant_credited ON deposits (merchant, updated_at) WHERE status = 'CREDITED';
  `,
});

MIGRATIONS.push({
  id: 17,
  name: 'promotions: the rules behind promotion announcements, members’ entries, activity applications and their images',
  sql: `
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
  `,
});

MIGRATIONS.push({
  id: 25,
  name: 'chat rooms: rooms per merchant, messages with a change sequence, read marks, mutes',
  sql: `
    -- A merchant's group chat rooms. last_seq counts every change in the room (a post, a moderator's delete):
    -- clients follow the room by that cursor, so a delete reaches them the same way a post does.
    CREATE TABLE chat_rooms (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code),
      code TEXT NOT NULL,
      titles TEXT NOT NULL,                       -- JSON: upper-case language → title
      min_vip_level INTEGER NOT NULL DEFAULT 0 CHECK (min_vip_level >= 0),
      sort INTEGER NOT NULL DEFAULT 0,
      last_seq INTEGER NOT NULL DEFAULT 0,
      UNIQUE (merchant, code)
    );

    -- Messages as plain text (at most 500 characters); a deleted one stays as a tombstone until trimmed.
    CREATE TABLE chat_messages (
      id INTEGER PRIMARY KEY,
      room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
      member_id INTEGER NOT NULL REFERENCES members(id),
      nickname TEXT NOT NULL,
      vip_level INTEGER NOT NULL DEFAULT 0,
      body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
      seq INTEGER NOT NULL,
      request_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      deleted_at INTEGER,
      UNIQUE (member_id, request_id)
    );
    CREATE INDEX chat_messages_room_seq ON chat_messages (room_id, seq);
    CREATE INDEX chat_messages_member_time ON chat_messages (member_id, created_at);

    -- How far a member has read each room (a seq of the room).
    CREATE TABLE chat_reads (
      member_id INTEGER NOT NULL REFERENCES members(id),
      room_id INTEGER NOT NULL REFERENCES chat_rooms(id),
      last_seq INTEGER NOT NULL,
      PRIMARY KEY (member_id, room_id)
    );

    -- A moderator's mute: the member reads but may not post until then.
    CREATE TABLE chat_mutes (
      member_id INTEGER PRIMARY KEY REFERENCES members(id),
      until INTEGER NOT NULL
    );
  `,
});

MIGRATIONS.push({
  id: 24,
  name: 'responsible gambling: limits, exclusions, reality checks, per-merchant settings',
  sql: `
    -- Per merchant: whether the tools are offered, and how long a raised or removed limit waits. A merchant
    -- without a row has them on with a 24-hour cooling-off.
    CREATE TABLE rg_settings (
      merchant TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
      enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
      cooling_off_hours INTEGER NOT NULL DEFAULT 24 CHECK (cooling_off_hours BETWEEN 0 AND 720)
    );

    -- A member's limit of one kind and period. amount_minor is the limit in force (minor units; minutes
    -- for SESSION); a raise or a removal waits in pending_* until pending_at, then replaces it.
    CREATE TABLE rg_limits (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
      period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
      amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0),
      pending_amount_minor INTEGER CHECK (pending_amount_minor IS NULL OR pending_amount_minor > 0),
      pending_at INTEGER,                       -- set while a change waits; pending_amount_minor NULL then means "removed"
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, kind, period),
      CHECK ((kind = 'SESSION') = (period = 'SESSION'))
    );

    -- Time-outs and self-exclusions; ends_at NULL is permanent. Never deleted: the history is the operator's record.
    CREATE TABLE rg_exclusions (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('TIMEOUT', 'SELF_EXCLUSION')),
      duration TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      ends_at INTEGER
    );
    CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, starts_at);

    -- The reality check's interval in minutes (0 = off).
    CREATE TABLE rg_preferences (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      reality_check_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_check_minutes BETWEEN 0 AND 60)
    );
  `,
});

MIGRATIONS.push({
  id: 26,
  name: 'lucky draws: timed red-envelope, golden-egg and prize-wheel events, their prize tables, tickets and draws',
  sql: `
    -- An event the operator schedules for a brand. Tickets come from the day's activity inside the window:
    -- one per valid_bet_per_ticket_minor of settled valid bets, tickets_per_deposit per credited deposit,
    -- at most daily_ticket_cap a local day (granted tickets do not count against the cap).
    CREATE TABLE lucky_events (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL REFERENCES merchants(code),
      kind TEXT NOT NULL CHECK (kind IN ('RED_ENVELOPE', 'GOLDEN_EGG', 'PRIZE_WHEEL')),
      title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      valid_bet_per_ticket_minor INTEGER NOT NULL CHECK (valid_bet_per_ticket_minor > 0),
      tickets_per_deposit INTEGER NOT NULL DEFAULT 1 CHECK (tickets_per_deposit BETWEEN 0 AND 10),
      daily_ticket_cap INTEGER NOT NULL DEFAULT 10 CHECK (daily_ticket_cap BETWEEN 0 AND 1000),
      created_at INTEGER NOT NULL,
      CHECK (ends_at > starts_at)
    );
    CREATE INDEX lucky_events_merchant ON lucky_events (merchant, ends_at);

    -- What a draw may win, by weight. BONUS: amount in minor units (with its turnover multiplier);
    -- POINTS: points for the point mall; FREE_SPINS: a number of spins of spin_value_minor each, offered as a reward.
    CREATE TABLE lucky_prizes (
      id INTEGER PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('BONUS', 'POINTS', 'FREE_SPINS')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      spin_value_minor INTEGER NOT NULL DEFAULT 0 CHECK (spin_value_minor >= 0),
      turnover_multiplier INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiplier BETWEEN 0 AND 50),
      weight INTEGER NOT NULL CHECK (weight > 0),
      sort INTEGER NOT NULL DEFAULT 0,
      CHECK ((kind = 'FREE_SPINS') = (spin_value_minor > 0))
    );
    CREATE INDEX lucky_prizes_event ON lucky_prizes (event_id, sort);

    -- One row per ticket: earned from a day's activity (source_key day:<date>:<n>) or granted (grant:<id>).
    -- A ticket is used by exactly one draw.
    CREATE TABLE lucky_tickets (
      id INTEGER PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id),
      source_key TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      used_at INTEGER,
      UNIQUE (event_id, member_id, source_key)
    );
    CREATE INDEX lucky_tickets_unused ON lucky_tickets (event_id, member_id, used_at);

    -- A draw: the ticket it used (once), the prize it won and what paid it.
    CREATE TABLE lucky_draws (
      id INTEGER PRIMARY KEY,
      merchant TEXT NOT NULL,
      event_id INTEGER NOT NULL REFERENCES lucky_events(id) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id),
      ticket_id INTEGER NOT NULL UNIQUE REFERENCES lucky_tickets(id),
      request_id TEXT NOT NULL,
      prize_id INTEGER NOT NULL REFERENCES lucky_prizes(id),
      prize_kind TEXT NOT NULL CHECK (prize_kind IN ('BONUS', 'POINTS', 'FREE_SPINS')),
      amount INTEGER NOT NULL,
      spin_value_minor INTEGER NOT NULL DEFAULT 0,
      turnover_multiplier INTEGER NOT NULL DEFAULT 0,
      transaction_id INTEGER REFERENCES ledger_transactions(id),
      point_transaction_id INTEGER REFERENCES point_transactions(id),
      reward_id INTEGER REFERENCES rewards(id),
      drawn_at INTEGER NOT NULL,
      UNIQUE (member_id, request_id)
    );
    CREATE INDEX lucky_draws_member ON lucky_draws (member_id, id);
  `,
});

MIGRATIONS.push({
  id: 27,
  name: 'blog articles and featured matches',
  sql: `
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
  `,
});

MIGRATIONS.push({
  id: 28,
  name: 'counted secret checks',
  sql: `
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
  `,
});

MIGRATIONS.push({
  id: 29,
  name: 'member labels and the member centre module',
  sql: `
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
  `,
});

MIGRATIONS.push({
  id: 30,
  name: 'sms allowance and geetest demo',
  sql: `
    -- The operator's SMS account: how many messages are left (NULL: no limit) and whether sending is allowed at all.
    ALTER TABLE merchants ADD COLUMN sms_quota INTEGER CHECK (sms_quota IS NULL OR sms_quota >= 0);
    ALTER TABLE merchants ADD COLUMN sms_sending INTEGER NOT NULL DEFAULT 1 CHECK (sms_sending IN (0, 1));

    -- The demo slider challenge served in place of Geetest: where the gap is, used once.
    CREATE TABLE geetest_challenges (
      id TEXT PRIMARY KEY,
      merchant TEXT NOT NULL,
      gap INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
  `,
});

MIGRATIONS.push({
  id: 31,
  name: 'session idle window and the hibernate fault',
  sql: `
    -- A session also ends after this many seconds without a keep-alive (GET /wps/session/touch) or a
    -- sign-in; the absolute expiry (sessions.expires_at) still applies.
    ALTER TABLE merchants ADD COLUMN session_idle_seconds INTEGER NOT NULL DEFAULT 1800 CHECK (session_idle_seconds BETWEEN 5 AND 86400);
    ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
    -- Until then the merchant's signed-in calls fail as a platform whose persistence layer is out of
    -- sync does (the message names hibernate): the operator's way to show the site's answer to it.
    ALTER TABLE merchants ADD COLUMN hibernate_fault_until INTEGER;
  `,
});
