import crypto from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = '';
  for (const c of clean) {
    const i = BASE32.indexOf(c);
    if (i < 0) throw new Error('not base32');
    bits += i.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** RFC 6238 time-based one-time password (SHA-1, 30 s, 6 digits): what authenticator apps show. */
export function totp(secretBase32: string, at = Date.now(), step = 30, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / step)));
  const hmac = crypto.createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}

/** Accepts the current code and one step either side, for clocks a little apart. */
export function verifyTotp(secretBase32: string, code: string, at = Date.now()): boolean {
  return [-1, 0, 1].some((drift) => totp(secretBase32, at + drift * 30_000) === code.trim());
}
