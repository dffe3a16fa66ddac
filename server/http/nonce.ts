import { randomFillSync } from 'node:crypto';

/** Nonces drawn per fill of the pool: one call into the system's random source serves this many responses. */
const PER_FILL = 256;
const NONCE_BYTES = 16;
const pool = Buffer.alloc(PER_FILL * NONCE_BYTES);
let next = pool.length;

/**
 * A Content-Security-Policy nonce for one response: 16 bytes from the system's CSPRNG, base64. The bytes are
 * drawn in blocks (as Node's own randomUUID does) and each is handed out once: a call into the random source
 * per response was a visible share of a small answer's cost.
 */
export function newNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}
