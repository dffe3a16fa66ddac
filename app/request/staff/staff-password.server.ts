import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** How hard a staff password hash is to brute-force: scrypt's cost N, block size r, parallelism p (16 MB a try). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

/** The stored form: `scrypt:N:r:p:<salt base64url>:<hash base64url>`, so the cost can rise without breaking old hashes. */
export const PASSWORD_HASH = /^scrypt:(\d{4,7}):(\d{1,2}):(\d{1,2}):([\w-]{16,}):([\w-]{40,})$/;

function scrypt(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyBytes, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new hash of `password` with a fresh salt (what `npm run staff:add` writes; the password itself is never stored). */
export async function hashStaffPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_BYTES, COST);
  return `scrypt:${COST.N}:${COST.r}:${COST.p}:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyStaffPassword(password: string, stored: string): Promise<boolean> {
  const parts = PASSWORD_HASH.exec(stored);
  if (!parts) return false;
  const [, n, r, p, salt, hash] = parts;
  const wanted = Buffer.from(hash!, 'base64url');
  const given = await scrypt(password, Buffer.from(salt!, 'base64url'), wanted.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(given, wanted);
}

/** A hash no password matches, checked when a name is unknown so the answer takes as long as for a known one. */
export const UNKNOWN_STAFF_HASH = `scrypt:${COST.N}:${COST.r}:${COST.p}:${'A'.repeat(22)}:${'A'.repeat(43)}`;
