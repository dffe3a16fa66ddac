import crypto from 'node:crypto';
import forge from 'node-forge';

/** DES-ECB, PKCS7, Base64, key = first 8 bytes of `key` (the scheme of the platform's desDecrypt). */
export function desEncrypt(plain: string, key: string): string {
  const cipher = forge.cipher.createCipher('DES-ECB', forge.util.createBuffer(Buffer.from(key, 'utf8').subarray(0, 8).toString('binary')));
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plain)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Customer-service paths: Base64 ciphertext followed by its own random 8-character key. */
export function encryptCustomerServicePath(url: string): string {
  const key = Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  return `${desEncrypt(url, key)}${key}`;
}
