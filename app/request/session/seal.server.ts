import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing: a JSON value encrypted and authenticated with AES-256-GCM, so a cookie holding it is opaque
 * (nothing readable when decoded) and tamper-evident. Keys are derived from the secrets with HKDF; the
 * first secret seals and every secret opens, so secrets rotate without signing everyone out, and every
 * instance configured with the same secrets opens every other instance's cookies.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Sealer = { seal(value: unknown): string; open(sealed: string): unknown };

export function createSealer(secrets: readonly string[], purpose: string): Sealer {
  if (!secrets.length) throw new Error('sealing needs at least one secret');
  const keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, `wl-seal:${purpose}`, VERSION, 32)));
  // Binding the purpose stops a value sealed for one use (a session) being replayed as another.
  const aad = Buffer.from(`${VERSION}:${purpose}`);
  return {
    seal(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith(`${VERSION}.`)) return undefined;
      const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES + 2) return undefined;
      const iv = raw.subarray(0, IV_BYTES);
      const tag = raw.subarray(raw.length - TAG_BYTES);
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(aad).setAuthTag(tag);
          const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
          return JSON.parse(text) as unknown;
        } catch {
          // Not this key (or tampered): try the next one.
        }
      }
      return undefined;
    },
  };
}
