import { Secret, TOTP } from 'otpauth';

/** The last time step each account's code was accepted at: a code is good once, not again within its window. */
const lastStep = new Map<string, number>();

/**
 * Whether `code` is the account's authenticator code now (30-second steps, 6 digits, one step of clock
 * drift either way) and was not used before.
 */
export function checkStaffCode(account: { name: string; totpSecret: string }, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(account.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 30_000) + delta;
  if (step <= (lastStep.get(account.name) ?? -1)) return false;
  lastStep.set(account.name, step);
  return true;
}
