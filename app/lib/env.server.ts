import * as v from 'valibot';

const BooleanFlag = v.pipe(
  v.optional(v.picklist(['0', '1', 'true', 'false', '']), '0'),
  v.transform((x) => x === '1' || x === 'true'),
);
const PositiveInt = (fallback: string) => v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer('must be a whole number'), v.minValue(0));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: PositiveInt('3000'),
  /** Comma-separated; the first signs, all verify, so secrets rotate without logging everyone out. */
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** Overrides every brand's platform URL (all brands on one external platform). */
  PLATFORM_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  PLATFORM_TIMEOUT_MS: PositiveInt('8000'),
  CONFIG_TTL_MS: PositiveInt('60000'),
  /** How long a stale config may still be served while the platform is failing. */
  CONFIG_MAX_STALE_MS: PositiveInt(String(24 * 60 * 60 * 1000)),
  /** The longest any shared content cache (banners, lobby, promotions, help…) holds a value fresh; each cache's own shorter TTL stands. Tests set it short. */
  CONTENT_TTL_MAX_MS: PositiveInt(String(60 * 60 * 1000)),
  TRUST_PROXY: BooleanFlag,
  /** Support staff's preview domain (`<brand-id>.<domain>`, the brand list on the domain itself); off when unset. */
  STAGING_DOMAIN: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^([a-z0-9-]+\.)*[a-z0-9-]+$/, 'must be a host name like "staging.example.com"')),
  ),
  /** `user:password` that staging hosts ask for (HTTP basic auth); none when unset. */
  STAGING_AUTH: v.optional(v.pipe(v.string(), v.regex(/^[^:\s]+:\S{8,}$/, 'must be "user:password" with a password of 8 or more characters'))),
  /** Staff accounts for staging (`{ "accounts": [...] }`, written by `npm run staff:add`): a file's path, or the same JSON inline. */
  STAFF_FILE: v.optional(v.pipe(v.string(), v.minLength(1))),
  STAFF_ACCOUNTS: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Production refuses to start a staging without staff accounts or STAGING_AUTH unless this says it is open on purpose (a closed network, tests). */
  STAGING_OPEN: BooleanFlag,
  /** Where `npm run brand:sheet` keeps each brand's contact sheets (`<dir>/<brand id>/…`); staging links to the newest. */
  BRAND_SHEETS_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'var/brand-sheets'),
  /** The time a page request may take in all, platform calls included. */
  REQUEST_BUDGET_MS: PositiveInt('2500'),
  /** The same for actions (login, registration, money), which wait on slower platform calls. */
  ACTION_BUDGET_MS: PositiveInt('8000'),
  /** Platform calls in flight per brand, and how many more may wait for a slot before being refused. */
  PLATFORM_CONCURRENCY: PositiveInt('24'),
  PLATFORM_QUEUE: PositiveInt('96'),
  /**
   * Requests this instance renders at once (guest-cache hits, static files and the health check are not
   * counted), how many more may wait for a turn, and for how long; past either bound a request is answered
   * at once with 503, `Retry-After` and the brand's busy page.
   */
  ADMISSION_CONCURRENCY: PositiveInt('16'),
  ADMISSION_QUEUE: PositiveInt('32'),
  ADMISSION_WAIT_MS: PositiveInt('1500'),
  /** Of those running and waiting, the most one session holds (an address holds at most half of all). */
  ADMISSION_PER_CLIENT: PositiveInt('8'),
  /** The largest request body accepted (forms); uploads have their own limits. */
  BODY_LIMIT_BYTES: PositiveInt(String(64 * 1024)),
  /** Where sessions live: unset for the embedded SQLite file, or `redis://host:port` shared by several instances. */
  /** How often platform logouts that could not reach the platform are tried again. */
  SESSION_REVOCATION_RETRY_MS: PositiveInt('15000'),
  SESSION_STORE: v.optional(v.pipe(v.string(), v.regex(/^(sqlite:.+|redis:\/\/.+)$/, 'must be "sqlite:<file>" or "redis://host:port"'))),
  BRANDS_DIR: v.optional(v.string(), 'brands'),
  /** How long a guest page rendered for one visitor is served to the next ones like them; 0 turns the cache off. */
  GUEST_PAGE_TTL_MS: PositiveInt('2000'),
  /** Past its TTL, how long a guest page is still served while a fresh one renders in the background. */
  GUEST_PAGE_STALE_MS: PositiveInt('10000'),
  /** Whether stale guest pages re-render in a worker thread, so hits never wait behind a render (on unless 0). */
  GUEST_PAGE_RENDER_WORKER: v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false']), '1'),
    v.transform((x) => x === '1' || x === 'true'),
  ),
  /** The render worker's V8 heap budget in MB (old generation): past it the thread restarts and the site renders meanwhile. */
  RENDER_WORKER_HEAP_MB: PositiveInt('128'),
  /** The guest page cache's bounds: pages kept, and their bytes in all. */
  GUEST_PAGE_MAX_ENTRIES: PositiveInt('1000'),
  GUEST_PAGE_MAX_BYTES: PositiveInt(String(64 * 1024 * 1024)),
  /** `s-maxage` a CDN in front may keep a guest page for (its nonce repeats that long); 0 lets no shared cache keep one. */
  GUEST_PAGE_CDN_MAX_AGE_S: PositiveInt('0'),
  /** Site-side limits in front of the platform's own, per brand and IP. */
  LOGIN_ATTEMPTS_PER_MINUTE: PositiveInt('10'),
  SMS_SENDS_PER_10_MINUTES: PositiveInt('5'),
  /** How long one minute of the reality check's interval lasts, in ms: 60000, except in tests that cannot wait 15 minutes. */
  REALITY_CHECK_MINUTE_MS: PositiveInt('60000'),
  /** How long the signed-in shell's state (badges, a contract offer) is kept per session, so a burst of pages and polls shares one read. */
  SHELL_STATE_FRESH_MS: PositiveInt('5000'),
  /** How long the member centre keeps a player's wallet per session (games elsewhere move it, so briefly). */
  WALLET_FRESH_MS: PositiveInt('5000'),
  /** `/metrics` (Prometheus) on a listener of its own: its port (unset: no metrics listener), address, and a bearer token it asks for. */
  METRICS_PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(0))),
  METRICS_HOST: v.optional(v.string(), '127.0.0.1'),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_GRACE_MS: PositiveInt('10000'),
  /** Secure cookies; defaults to on in production. Off lets http://*.localhost work in local runs. */
  COOKIE_SECURE: v.optional(v.picklist(['0', '1', 'true', 'false', 'auto']), 'auto'),
});

export type Env = v.InferOutput<typeof EnvSchema> & { SESSION_SECRETS: string[] };

const DEV_SECRET = 'dev-only-secret-change-me-please';
let cached: Env | null = null;

/** Validates `process.env` once; a bad value stops start-up with the variable's name. */
export function getEnv(): Env {
  if (cached) return cached;
  const result = v.safeParse(EnvSchema, process.env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.output;
  if (!env.SESSION_SECRET) {
    if (env.NODE_ENV === 'production')
      throw new Error('Invalid environment:\n  SESSION_SECRET: must be set in production (16+ characters; comma-separated to rotate)');
    console.warn('[env] SESSION_SECRET is not set: using a development secret. Set it (comma-separated to rotate) before going live.');
  }
  const secrets = (env.SESSION_SECRET ?? DEV_SECRET)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (env.NODE_ENV === 'production' && secrets.includes(DEV_SECRET)) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: the development secret cannot be used in production');
  }
  cached = { ...env, SESSION_SECRETS: secrets };
  return cached;
}

/** Whether cookies carry `Secure`: every cookie of the site alike, on by default in production. */
export function cookiesAreSecure(env: Pick<Env, 'COOKIE_SECURE' | 'NODE_ENV'> = getEnv()): boolean {
  return env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true';
}

/** For tests that change variables between cases. */
export function resetEnvForTests() {
  cached = null;
}
