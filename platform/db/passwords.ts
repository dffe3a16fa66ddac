import crypto from 'node:crypto';

/** scrypt's cost N for every password the platform writes (16 MB and tens of milliseconds a try). */
export const PASSWORD_COST = 16384;
const KEY_LENGTH = 32;

/**
 * scrypt from node:crypto; stored as `scrypt$N$salt$hash` so the cost can rise later. `cost` is for test support
 * that adds members by the dozen (verifying reads the cost from the stored hash); the platform itself never passes it.
 */
export function hashPassword(password: string, cost = PASSWORD_COST): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N: cost });
  return `scrypt$${cost}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = crypto.scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return crypto.timingSafeEqual(expected, actual);
}
