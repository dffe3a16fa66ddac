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
/** The most sealed values whose opened text a sealer remembers (forgotten all at once past it: ~1 MB at most for session cookies). */
const OPENED_KEPT = 1024;

export type Sealer = { seal(value: unknown): string; open(sealed: string): unknown };

export function createSealer(secrets: readonly string[], purpose: string): Sealer {
  if (!secrets.length) throw new Error('sealing needs at least one secret');
  const keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, `wl-seal:${purpose}`, VERSION, 32)));
  // Binding the purpose stops a value sealed for one use (a session) being replayed as another.
  const aad = Buffer.from(`${VERSION}:${purpose}`);
  /**
   * The text each sealed value opened to. A signed-in player sends the same cookie with every request, and its
   * decryption was a tenth of a spliced page's cost; what a value opens to never changes while the keys do not.
   * The text, not the value: each caller gets its own parsed copy. A value that opens with no key is not kept
   * (anyone can send any number of those).
   */
  const opened = new Map<string, string>();
  const openText = (sealed: string): string | null => {
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES + 2) return null;
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(raw.length - TAG_BYTES);
    const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
    for (const key of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(aad).setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // Not this key (or tampered): try the next one.
      }
    }
    return null;
  };
  return {
    seal(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith(`${VERSION}.`)) return undefined;
      const text = opened.get(sealed) ?? openText(sealed);
      if (text === null) return undefined;
      if (!opened.has(sealed)) {
        if (opened.size >= OPENED_KEPT) opened.clear();
        opened.set(sealed, text);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}
