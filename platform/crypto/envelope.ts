import forge from 'node-forge';
import { bitLength, modPow } from './mod-pow';

/**
 * The reference platform's side of the encrypted envelope.
 *
 * The app sends `Encryption: <legacy RSA of reversed k>` and body `{ value: <DES-ECB/PKCS7 Base64> }`.
 * Legacy RSA = Dave Shapiro's BigInt.js/RSA.js `encryptedString` (raw RSA, no padding, chars
 * zero-filled to chunkSize = 2 * biHighIndex(n) and packed little-endian into 16-bit digits,
 * each block printed as hex, blocks joined by spaces). Opening it mirrors the library's
 * `decryptedString`: c^d mod n per block, digits back to chars low byte first, strip zero fill.
 *
 * Everything malformed becomes an EnvelopeError (never a crash or garbage).
 */

export type EnvelopeErrorReason =
  | 'missing-header'
  | 'bad-rsa' // not hex, too many blocks, block >= n, bad key pair
  | 'bad-key' // RSA decrypted to something that is not a plausible key (wrong key pair / tampering)
  | 'missing-body'
  | 'bad-des' // not Base64, not whole blocks, bad padding, not UTF-8
  | 'bad-json';

export class EnvelopeError extends Error {
  readonly code = 'envelope.invalid';
  constructor(
    readonly reason: EnvelopeErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export function isEnvelopeError(error: unknown): error is EnvelopeError {
  return error instanceof EnvelopeError;
}

export type RsaKeyPairHex = { n: string; e: string; d: string };

const HEX_RE = /^[0-9a-fA-F]+$/;
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The app's keys are 16 chars of [A-Za-z0-9]; accept 8..64 to be lenient about the length only. */
const KEY_RE = /^[A-Za-z0-9]{8,64}$/;
const MAX_BLOCKS = 4;
const MAX_HEADER_CHARS = 4096;
const MAX_BODY_CHARS = 1_000_000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A fresh key pair as hex. Default 1024 bits: setMaxDigits(130) is the legacy library's setting
 * for a 1024-bit key (its demo uses 76 for 512, 130 for 1024; source comment "1024 * 2 / 16 = 128
 * digits of storage"), so a production platform using it most likely has a 1024-bit modulus
 * (chunkSize 126). 512 bits also fits within that capacity and is accepted for speed.
 * Anything above 1024 bits would overflow the legacy client's digit arrays.
 */
export function generateKeyPair(bits: 512 | 1024 = 1024): RsaKeyPairHex {
  const { privateKey } = forge.pki.rsa.generateKeyPair({ bits, e: 0x10001 });
  return { n: privateKey.n.toString(16), e: privateKey.e.toString(16), d: privateKey.d.toString(16) };
}

function parseKeyHex(hex: unknown, what: string): bigint {
  if (typeof hex !== 'string' || !HEX_RE.test(hex)) throw new EnvelopeError('bad-rsa', `key pair ${what} is not hex`);
  return BigInt(`0x${hex}`);
}

/** Legacy `decryptedString` + strict checks; returns the string the client encrypted (reversed k). */
function rsaLegacyDecrypt(encryption: unknown, keyPair: RsaKeyPairHex): string {
  if (typeof encryption !== 'string' || encryption.trim() === '') {
    throw new EnvelopeError('missing-header', 'Encryption header is missing');
  }
  if (encryption.length > MAX_HEADER_CHARS) throw new EnvelopeError('bad-rsa', 'Encryption header is too long');
  const n = parseKeyHex(keyPair?.n, 'n');
  const d = parseKeyHex(keyPair?.d, 'd');
  const digits = Math.ceil(bitLength(n) / 16);
  if (digits < 2) throw new EnvelopeError('bad-rsa', 'key pair modulus is too small');
  const chunkBytes = 2 * (digits - 1);

  const blocks = encryption.trim().split(' ');
  if (blocks.length > MAX_BLOCKS) throw new EnvelopeError('bad-rsa', 'Encryption header has too many blocks');
  const bytes: number[] = [];
  for (const block of blocks) {
    if (!HEX_RE.test(block) || block.length > digits * 4) throw new EnvelopeError('bad-rsa', 'Encryption block is not hex');
    const c = BigInt(`0x${block}`);
    if (c >= n) throw new EnvelopeError('bad-rsa', 'Encryption block is not below the modulus');
    const m = modPow(c, d, n);
    // A genuine block is < 256^chunkBytes; anything wider means a wrong key pair or a forged block.
    if (bitLength(m) > chunkBytes * 8) throw new EnvelopeError('bad-key', 'Encryption block does not decrypt to a key');
    const beHex = m.toString(16).padStart(chunkBytes * 2, '0');
    for (let i = beHex.length - 2; i >= 0; i -= 2) bytes.push(parseInt(beHex.slice(i, i + 2), 16));
  }
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  const text = String.fromCharCode(...bytes.slice(0, end));
  if (!KEY_RE.test(text)) throw new EnvelopeError('bad-key', 'Encryption header does not decrypt to a key');
  return text;
}

function reverse(s: string): string {
  return Array.from(s).reverse().join('');
}

function desDecrypt(cipherBase64: string, key: string): string {
  if (!BASE64_RE.test(cipherBase64)) throw new EnvelopeError('bad-des', 'body value is not Base64');
  const data = Buffer.from(cipherBase64, 'base64');
  if (data.length === 0 || data.length % 8 !== 0) throw new EnvelopeError('bad-des', 'body value is not whole DES blocks');
  const decipher = forge.cipher.createDecipher('DES-ECB', Buffer.from(key, 'utf8').subarray(0, 8).toString('binary'));
  decipher.start();
  decipher.update(forge.util.createBuffer(data.toString('binary')));
  if (!decipher.finish()) throw new EnvelopeError('bad-des', 'bad DES padding');
  try {
    return utf8.decode(Buffer.from(decipher.output.getBytes(), 'binary'));
  } catch {
    throw new EnvelopeError('bad-des', 'decrypted body is not UTF-8');
  }
}

/** The random key k from a free-play `Encryption` value. */
export function openFreePlayEncryption(encryption: unknown, keyPair: RsaKeyPairHex): string {
  try {
    return reverse(rsaLegacyDecrypt(encryption, keyPair));
  } catch (error) {
    throw asEnvelopeError(error);
  }
}

/** Decrypt a sealed request: RSA header -> k, DES body with k -> JSON payload. */
export function openEnvelope(input: { encryption: unknown; body: unknown }, keyPair: RsaKeyPairHex): unknown {
  try {
    const key = reverse(rsaLegacyDecrypt(input?.encryption, keyPair));
    const body = input?.body;
    const value = body && typeof body === 'object' ? (body as { value?: unknown }).value : undefined;
    if (typeof value !== 'string' || value === '') throw new EnvelopeError('missing-body', 'body.value is missing');
    if (value.length > MAX_BODY_CHARS) throw new EnvelopeError('bad-des', 'body.value is too long');
    const json = desDecrypt(value, key);
    try {
      return JSON.parse(json) as unknown;
    } catch {
      throw new EnvelopeError('bad-json', 'decrypted body is not JSON');
    }
  } catch (error) {
    throw asEnvelopeError(error);
  }
}

function asEnvelopeError(error: unknown): EnvelopeError {
  if (error instanceof EnvelopeError) return error;
  return new EnvelopeError('bad-rsa', `envelope could not be opened: ${error instanceof Error ? error.message : String(error)}`);
}
