/**
 * What the e2e sites run with besides the production defaults. Every e2e test comes from 127.0.0.1, so the
 * site's per-IP limits are raised (the platform's own per-account limits still apply and are tested); the
 * clocks that tests would otherwise wait out in real time (a reality-check minute, the shell state's freshness)
 * are short, and the specs that wait on them read them from here.
 */
export const E2E_SITE_ENV = {
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  SMS_SENDS_PER_10_MINUTES: '1000',
  REALITY_CHECK_MINUTE_MS: '200',
  SHELL_STATE_FRESH_MS: '1000',
} as const;
