import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import { desEncryptBase64 } from './des.server';

/**
 * The platform's encrypted request envelope and free-play string.
 *
 * RSA part: a byte-for-byte re-implementation of Dave Shapiro's legacy
 * BigInt.js / Barrett.js / RSA.js `encryptedString(new RSAKeyPair('10001', '', modulus), s)`
 * with `setMaxDigits(130)`:
 *   - BigInt digits are 16 bits; `biHighIndex(m)` = index of the highest non-zero digit.
 *   - `chunkSize = 2 * biHighIndex(m)` characters per block (one char per byte).
 *   - The char codes are zero-filled to a multiple of chunkSize, then packed little-endian:
 *     `digits[j] = a[2j] + (a[2j+1] << 8)`. So a block is the chunk's bytes read as a
 *     little-endian integer; it is always < m (one digit shorter). No padding, no randomness.
 *   - Each block is raised to e mod m (Barrett, mathematically plain modPow), then printed by
 *     `biToHex`: every 16-bit digit from biHighIndex down to 0 as exactly 4 lower-case hex chars
 *     (leading zero *digits* are dropped, but the top digit keeps its leading zero nibbles, so the
 *     length is always a multiple of 4). Blocks are joined by a single space.
 *   - The library reverses nothing; the platform's app reverses the key before calling it.
 *
 * Capacity: setMaxDigits(130) is what the library's own demo uses for a 1024-bit key
 * ("1024 * 2 / 16 = 128 digits of storage", plus 2): Barrett needs b^(2k) with k = number of
 * modulus digits, so moduli up to 1024 bits (k <= 64) are computed correctly. Larger moduli would
 * overflow the fixed digit arrays in the legacy code, so they are rejected here.
 */

export const RSA_EXPONENT_HEX = '10001';
const LEGACY_MAX_DIGITS = 130;
const MAX_MODULUS_DIGITS = LEGACY_MAX_DIGITS / 2 - 1; // 64 digits = 1024 bits
const HEX_RE = /^[0-9a-fA-F]+$/;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random key from [A-Za-z0-9] using a CSPRNG. */
export function randomKey(len = 16): string {
  let out = '';
  for (let i = 0; i < len; i++) out += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return out;
}

function reverse(s: string): string {
  return Array.from(s).reverse().join('');
}

function parseHex(hex: string, what: string): forge.jsbn.BigInteger {
  if (typeof hex !== 'string' || !HEX_RE.test(hex)) throw new TypeError(`${what} is not a hex string`);
  return new forge.jsbn.BigInteger(hex, 16);
}

/** Number of 16-bit digits the legacy library gives a positive number (biHighIndex + 1). */
function digitCount(x: forge.jsbn.BigInteger): number {
  return Math.max(1, Math.ceil(x.bitLength() / 16));
}

/** Legacy `biToHex`: 4 lower-case hex chars per digit, from the highest non-zero digit down. */
function legacyHex(x: forge.jsbn.BigInteger): string {
  const hex = x.toString(16);
  return hex.padStart(digitCount(x) * 4, '0');
}

/**
 * `encryptedString(new RSAKeyPair(exponentHex, '', modulusHex), plain)` of the legacy library
 * (with setMaxDigits(130)). Deterministic raw RSA; see the module comment for the exact scheme.
 * Only characters U+0000..U+00FF are accepted (the library packs one byte per char; wider
 * code units would overflow its 16-bit digits).
 */
export function rsaLegacyEncrypt(plain: string, modulusHex: string, exponentHex = RSA_EXPONENT_HEX): string {
  const m = parseHex(modulusHex, 'RSA modulus');
  const e = parseHex(exponentHex, 'RSA exponent');
  const digits = digitCount(m);
  if (m.signum() <= 0 || digits < 2) throw new RangeError('RSA modulus is too small');
  if (digits > MAX_MODULUS_DIGITS) {
    throw new RangeError('RSA modulus is larger than 1024 bits, beyond the legacy setMaxDigits(130) capacity');
  }
  const chunkSize = 2 * (digits - 1);

  const codes: number[] = [];
  for (let i = 0; i < plain.length; i++) {
    const c = plain.charCodeAt(i);
    if (c > 0xff) throw new RangeError('rsaLegacyEncrypt only takes characters U+0000..U+00FF');
    codes.push(c);
  }
  while (codes.length % chunkSize !== 0) codes.push(0);

  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += chunkSize) {
    // Little-endian bytes -> big-endian hex for BigInteger.
    let beHex = '';
    for (let k = i + chunkSize - 1; k >= i; k--) beHex += (codes[k] ?? 0).toString(16).padStart(2, '0');
    const block = new forge.jsbn.BigInteger(beHex, 16);
    blocks.push(legacyHex(block.modPow(e, m)));
  }
  return blocks.join(' ');
}

export type SealedEnvelope = {
  body: { value: string };
  headers: Record<string, string>;
  /** The random key k (kept only for tests/debugging; never send or log it). */
  key: string;
};

/**
 * Build the encrypted request: DES of the whole JSON payload with a fresh key k,
 * and the legacy-RSA of reversed k.
 */
export function sealPayload(payload: unknown, modulusHex: string, random: (len?: number) => string = randomKey): SealedEnvelope {
  const modulus = typeof modulusHex === 'string' ? modulusHex.trim() : '';
  const json = JSON.stringify(payload);
  if (typeof json !== 'string') throw new TypeError('payload is not JSON-serialisable');
  const key = random(16);
  if (Buffer.byteLength(key, 'utf8') < 8) throw new RangeError('envelope key must be at least 8 bytes');
  const rsa = rsaLegacyEncrypt(reverse(key), modulus);
  const des = desEncryptBase64(json, key);
  return {
    body: { value: des },
    headers: { Encryption: rsa, 'X-Digest': des, 'X-RSA': modulus },
    key,
  };
}

/** Free-play `Encryption` value: legacy-RSA of a fresh reversed random 16-char string. */
export function freePlayEncryption(modulusHex: string): string {
  const modulus = typeof modulusHex === 'string' ? modulusHex.trim() : '';
  return rsaLegacyEncrypt(reverse(randomKey(16)), modulus);
}
