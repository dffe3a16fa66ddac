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
