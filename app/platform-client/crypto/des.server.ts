import forge from 'node-forge';

/**
 * CryptoJS-compatible DES:
 *   CryptoJS.DES.encrypt(text, CryptoJS.enc.Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString()
 * i.e. DES-ECB, PKCS7, key = the first 8 UTF-8 bytes of the key string (DES ignores the rest),
 * text as UTF-8, ciphertext as standard Base64.
 *
 * Node's own `des-ecb` is gone on OpenSSL 3 (legacy provider), so this uses node-forge.
 */

export type DesErrorReason = 'too-short' | 'bad-key' | 'bad-base64' | 'bad-length' | 'bad-padding' | 'bad-utf8';

export class DesError extends Error {
  readonly code = 'des.invalid';
  constructor(
    readonly reason: DesErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'DesError';
  }
}

export function isDesError(error: unknown): error is DesError {
  return error instanceof DesError;
}

const DES_KEY_BYTES = 8;
const DES_BLOCK = 8;
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function desKeyBytes(key: string): string {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length < DES_KEY_BYTES) {
    throw new DesError('bad-key', `DES key must be at least ${DES_KEY_BYTES} UTF-8 bytes`);
  }
  return bytes.subarray(0, DES_KEY_BYTES).toString('binary');
}

/** DES-ECB/PKCS7 encrypt UTF-8 `plain` with `key`; returns Base64 (what CryptoJS `.toString()` gives). */
export function desEncryptBase64(plain: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', desKeyBytes(key));
  cipher.start();
  cipher.update(forge.util.createBuffer(Buffer.from(plain, 'utf8').toString('binary')));
  if (!cipher.finish()) throw new DesError('bad-padding', 'DES encryption failed');
  return Buffer.from(cipher.output.getBytes(), 'binary').toString('base64');
}

/**
 * DES-ECB/PKCS7 decrypt Base64 `cipherBase64` with `key` and decode as UTF-8.
 * Strict: throws a DesError on bad Base64, a length that is not whole blocks, bad padding
 * or bytes that are not UTF-8 (CryptoJS would throw "Malformed UTF-8 data" or return garbage).
 */
export function desDecryptBase64(cipherBase64: string, key: string): string {
  if (!BASE64_RE.test(cipherBase64)) throw new DesError('bad-base64', 'ciphertext is not Base64');
  const data = Buffer.from(cipherBase64, 'base64');
  if (data.length === 0 || data.length % DES_BLOCK !== 0) {
    throw new DesError('bad-length', 'ciphertext is not a whole number of DES blocks');
  }
  const decipher = forge.cipher.createDecipher('DES-ECB', desKeyBytes(key));
  decipher.start();
  decipher.update(forge.util.createBuffer(data.toString('binary')));
  // node-forge 1.4 checks every PKCS7 padding byte (RFC 5652 §6.3) and fails on a 0 count.
  if (!decipher.finish()) throw new DesError('bad-padding', 'bad DES padding (wrong key or damaged ciphertext)');
  try {
    return utf8.decode(Buffer.from(decipher.output.getBytes(), 'binary'));
  } catch {
    throw new DesError('bad-utf8', 'decrypted bytes are not UTF-8 (wrong key or damaged ciphertext)');
  }
}

/**
 * Customer-service link: `path` = Base64 ciphertext + the 8-character DES key at the end.
 * Returns the decrypted URL/text. Throws DesError on anything malformed rather than returning garbage.
 */
export function decodeCustomerServicePath(path: string): string {
  if (typeof path !== 'string') throw new DesError('too-short', 'customer-service path is not a string');
  const trimmed = path.trim();
  // At least one Base64 DES block (12 chars) plus the 8-char key.
  if (trimmed.length < 12 + DES_KEY_BYTES) {
    throw new DesError('too-short', 'customer-service path is too short');
  }
  const key = trimmed.slice(-DES_KEY_BYTES);
  const cipherText = trimmed.slice(0, -DES_KEY_BYTES);
  return desDecryptBase64(cipherText, key);
}
