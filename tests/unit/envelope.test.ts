import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, DesError, desEncryptBase64 } from '~/platform-client/crypto/des.server';
import { freePlayEncryption, randomKey, rsaLegacyEncrypt, sealPayload } from '~/platform-client/crypto/envelope.server';
import { EnvelopeError, generateKeyPair, openEnvelope, openFreePlayEncryption } from '@whitelabel/reference-platform/crypto/envelope';

// Fixed key pairs (generated once with node-forge, e = 0x10001).
const N1024 =
  'a7653a66d011b7a15b366b772efecfc036c98c669b6e070d56a2d0cd637db9269f84fc8a6bb295014cb261a3726a887ca501d9a2afdb6fadca00b50a8ac7d2f591200eda7444e1917520ef8014da628a0ecf77361bcbaac55612234bbafbeaf2f6aec3f6174ed477e0eef4884bd63b063a86315db0f15a9bc9cbd6ce6c767565';
const D1024 =
  '5235badae770ec1848ad8f55b734d95ef30944f4d77ccfe5d3189f275fa74d1914dac1145214206dc4f70e50b14e74bd9264383857d9931d6cc9b01fff4c67e3faf6a2fa49ba3aac70f60d4325dc4056718ba7f05b5ad7f61348f05063ae136c5c988c9481fdb188b3ed36a936adb3e1d0a65ce82c9a72ee9c20d25f8e6a4cf9';
const N512 = 'c276fa821be8c88f4008ad465ef8cc46935d1846ff907183e26cc2e198dadd672156c902b5e74dc05a1f8168a51d7ddd9af7de010da687d9ef5f14a8daf39d25';
const D512 = '5e84d1f1d77ae7b0a8e10ec77b75d6641f504a7287d93f3369248ffc72fd3e4aff2602a2ad1fc9da91d5120537f536cdb42a6edd70e2ce0661f925a000d9b529';
const KP1024 = { n: N1024, e: '10001', d: D1024 };
const KP512 = { n: N512, e: '10001', d: D512 };

const FIXED_KEY = 'Ab3dEf7hIj1lMn0p';
const FIXED_PAYLOAD = { account: 'demo01', password: 'Secret#123', captcha: '8842' };

// Expected values were produced by running the original Dave Shapiro BigInt.js/Barrett.js/RSA.js
// (setMaxDigits(130); encryptedString(new RSAKeyPair('10001', '', n), reversedKey)) in Node,
// and by `openssl enc -des-ecb -provider legacy` for the DES part. The tests below also recompute
// them independently (native BigInt, Node 3DES-EDE with K1=K2=K3 == single DES).
const EXPECTED_RSA_1024 =
  '1837b0d04e85be7e2101cbb6d8916204da8aa2885ee384755c74dd3212bbad11c04879d04fa1413cc6e940a291ab9f98b894e46372516c161ba4d14cae3e3915dce230d08bf94f8c2b9137d2fa1a25fb5ceb290df49915046c0372cd49570edec24263dad0bf7c517d77997bdf1896051913f7ec9691831c9dda43038cea0f28';
const EXPECTED_RSA_512 = '146cefa150865aca40ed66512fe0d04964a423ebf17f03f39e077d75823d28cb0b78c895d40cd94feb2f4d5fe9aaba0fab193f571185f76fff4f4a419044a9f8';
// 200 chars on the 512-bit key: 4 blocks of chunkSize 62; the first block's top digit is 0x02d0
// (legacy keeps the leading zero nibble of the top digit).
const MULTI_PLAIN = 'The quick brown fox jumps over the lazy dog 0123456789 '.repeat(4).slice(0, 200);
const EXPECTED_RSA_512_MULTI = [
  '02d000a200d57ed6f38e171c3bb6c01f1b52007f9c34a59d8784f6874cca82b2409af8d1773e0c7dbdb0efe8d8c121b6362846872cf57c0773adf62a4f59df09',
  '6be502db74986500876ce9c9fbd5418aca8994d5ce4014651bc0756577579d26e1adb6bfd9f13b018bf10135002affa9c4f322625986646cb4eebb2c3b82abac',
  '9ee9a410230136e843ffcfa7c0ab7d013506b1b47f2397ba573160c15b1059e4d9c7da38616e935ea30e78225bd831275e3578a9c33e43418da87a48d19725de',
  '744e351128943d8fa073d7bab93db7387ecc802b482cabfb4db78cd920a7d4976ea5a08f3ecd432bea9a4afb1c7afd6b3cc65090a864b6c6840f4b3036943b41',
].join(' ');
const EXPECTED_DES = 'RRvpiRzTbZy43G9ZjWJDEr4uLdEPQn1uhTKDKkjJqKtSn8gkFkOxfn9osLjkeQR3l9cyPqgYnzl9riHfdtORtA==';

const reverse = (s: string) => Array.from(s).reverse().join('');

/** Independent legacy-RSA: native BigInt square-and-multiply over little-endian 16-bit digits. */
function nativeLegacyRsa(plain: string, nHex: string, eHex = '10001'): string {
  const n = BigInt(`0x${nHex}`);
  const e = BigInt(`0x${eHex}`);
  let digits = 0;
  for (let x = n; x > 0n; x >>= 16n) digits++;
  const chunk = 2 * (digits - 1);
  const codes = Array.from(plain, (ch) => ch.charCodeAt(0));
  while (codes.length % chunk !== 0) codes.push(0);
  const out: string[] = [];
  for (let i = 0; i < codes.length; i += chunk) {
    let block = 0n;
    for (let j = 0; j < chunk / 2; j++) {
      const digit = BigInt(codes[i + 2 * j]! + (codes[i + 2 * j + 1]! << 8));
      block += digit << BigInt(16 * j);
    }
    let result = 1n;
    let base = block % n;
    for (let k = e; k > 0n; k >>= 1n) {
      if (k & 1n) result = (result * base) % n;
      base = (base * base) % n;
    }
    let hex = '';
    let x = result;
    do {
      hex = (x & 0xffffn).toString(16).padStart(4, '0') + hex;
      x >>= 16n;
    } while (x > 0n);
    out.push(hex);
  }
  return out.join(' ');
}

/** Independent DES-ECB: OpenSSL 3DES-EDE with K1=K2=K3 is single DES (Node lacks plain des-ecb on OpenSSL 3). */
function nodeDes(plain: Buffer, key8: string, autoPadding = true): string {
  const k = Buffer.from(key8, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null);
  cipher.setAutoPadding(autoPadding);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

function expectEnvelopeError(fn: () => unknown, reason?: string) {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnvelopeError);
  expect((caught as EnvelopeError).code).toBe('envelope.invalid');
  if (reason) expect((caught as EnvelopeError).reason).toBe(reason);
}

describe('legacy RSA (BigInt.js encryptedString, setMaxDigits(130))', () => {
  it('matches the fixed vectors produced by the original library', () => {
    expect(rsaLegacyEncrypt(reverse(FIXED_KEY), N1024)).toBe(EXPECTED_RSA_1024);
    expect(rsaLegacyEncrypt(reverse(FIXED_KEY), N512)).toBe(EXPECTED_RSA_512);
    expect(rsaLegacyEncrypt(MULTI_PLAIN, N512)).toBe(EXPECTED_RSA_512_MULTI);
  });

  it('agrees with an independent native-BigInt computation', () => {
    expect(nativeLegacyRsa(reverse(FIXED_KEY), N1024)).toBe(EXPECTED_RSA_1024);
    expect(nativeLegacyRsa(reverse(FIXED_KEY), N512)).toBe(EXPECTED_RSA_512);
    expect(nativeLegacyRsa(MULTI_PLAIN, N512)).toBe(EXPECTED_RSA_512_MULTI);
    for (let i = 0; i < 20; i++) {
      const s = randomKey(1 + i * 7);
      expect(rsaLegacyEncrypt(s, N1024)).toBe(nativeLegacyRsa(s, N1024));
    }
  });

  it('rejects bad moduli and characters the library cannot pack', () => {
    expect(() => rsaLegacyEncrypt('abc', 'xyz')).toThrow(TypeError);
    expect(() => rsaLegacyEncrypt('abc', 'ff')).toThrow(RangeError); // chunkSize 0 would loop forever
    expect(() => rsaLegacyEncrypt('abc', 'f'.repeat(512))).toThrow(RangeError); // 2048-bit: beyond setMaxDigits(130)
    expect(() => rsaLegacyEncrypt('中', N1024)).toThrow(RangeError);
  });
});

describe('DES part', () => {
  it('is CryptoJS/OpenSSL DES-ECB-PKCS7 Base64 keyed by the first 8 UTF-8 bytes', () => {
    const json = JSON.stringify(FIXED_PAYLOAD);
    expect(nodeDes(Buffer.from(json, 'utf8'), FIXED_KEY)).toBe(EXPECTED_DES);
    expect(desEncryptBase64(json, FIXED_KEY)).toBe(EXPECTED_DES);
    const unicode = JSON.stringify({ note: 'Xin chào, tiền thưởng 你好世界 🎰' });
    expect(desEncryptBase64(unicode, 'Zz9Yy8Xx')).toBe(nodeDes(Buffer.from(unicode, 'utf8'), 'Zz9Yy8Xx'));
  });
});

describe('sealPayload (app) -> openEnvelope (platform)', () => {
  it('produces the fixed vector with a fixed key', () => {
    const sealed = sealPayload(FIXED_PAYLOAD, `${N1024}\n`, () => FIXED_KEY);
    expect(sealed.key).toBe(FIXED_KEY);
    expect(sealed.body).toEqual({ value: EXPECTED_DES });
    expect(sealed.headers).toEqual({ Encryption: EXPECTED_RSA_1024, 'X-Digest': EXPECTED_DES, 'X-RSA': N1024 });
    expect(openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: EXPECTED_DES } }, KP1024)).toEqual(FIXED_PAYLOAD);
  });

  it('round-trips payloads, unicode included, on 1024- and 512-bit keys', () => {
    const payloads: unknown[] = [
      FIXED_PAYLOAD,
      { name: 'Nguyễn Văn Đức', msg: 'Chúc mừng bạn đã trúng thưởng!', zh: '恭喜发财，红包拿来', emoji: '🎲🃏' },
      { nested: { list: [1, 2.5, null, true, 'x'] }, empty: '' },
      'just a string',
      [],
    ];
    for (const kp of [KP1024, KP512]) {
      for (const payload of payloads) {
        const sealed = sealPayload(payload, kp.n);
        expect(sealed.key).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(sealed.headers.Encryption).toMatch(/^[0-9a-f]+$/);
        expect(sealed.headers['X-Digest']).toBe(sealed.body.value);
        expect(openEnvelope({ encryption: sealed.headers.Encryption!, body: sealed.body }, kp)).toEqual(payload);
      }
    }
  });

  it('works with freshly generated key pairs', () => {
    for (const kp of [generateKeyPair(), generateKeyPair(512)]) {
      expect(kp.e).toBe('10001');
      const sealed = sealPayload({ hello: 'xin chào 你好' }, kp.n);
      expect(openEnvelope({ encryption: sealed.headers.Encryption!, body: sealed.body }, kp)).toEqual({ hello: 'xin chào 你好' });
    }
  });

  it('free-play: RSA of a fresh reversed random key, recoverable by the platform', () => {
    const a = freePlayEncryption(N1024);
    const b = freePlayEncryption(N1024);
    expect(a).not.toBe(b);
    expect(openFreePlayEncryption(a, KP1024)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(openFreePlayEncryption(EXPECTED_RSA_1024, KP1024)).toBe(FIXED_KEY);
  });

  it('randomKey uses the letter/digit alphabet', () => {
    const k = randomKey(4000);
    expect(k).toMatch(/^[A-Za-z0-9]{4000}$/);
    expect(new Set(k).size).toBe(62);
  });
});

describe('openEnvelope rejects malformed input with EnvelopeError', () => {
  const body = { value: EXPECTED_DES };

  it('missing / garbage header', () => {
    expectEnvelopeError(() => openEnvelope({ encryption: '', body }, KP1024), 'missing-header');
    expectEnvelopeError(() => openEnvelope({ encryption: undefined as unknown as string, body }, KP1024), 'missing-header');
    expectEnvelopeError(() => openEnvelope({ encryption: 'not hex at all!', body }, KP1024), 'bad-rsa');
    expectEnvelopeError(() => openEnvelope({ encryption: 'f'.repeat(300), body }, KP1024), 'bad-rsa');
    expectEnvelopeError(() => openEnvelope({ encryption: `${N1024}`, body }, KP1024), 'bad-rsa'); // block >= n
    expectEnvelopeError(() => openEnvelope({ encryption: '1234abcd', body }, KP1024), 'bad-key');
    expectEnvelopeError(() => openEnvelope({ encryption: Array(9).fill('ab').join(' '), body }, KP1024), 'bad-rsa');
  });

  it('wrong key pair', () => {
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_512, body }, { ...KP512, d: D512.replace(/^5/, '6') }));
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body }, generateKeyPair()));
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body }, { n: 'zz', e: '10001', d: '01' }), 'bad-rsa');
  });

  it('tampered ciphertext, missing body, bad padding, non-JSON', () => {
    // Flip a character in the last block: the PKCS7 check fails.
    const tampered = `${EXPECTED_DES.slice(0, -4)}${EXPECTED_DES.slice(-4, -3) === 'A' ? 'B' : 'A'}${EXPECTED_DES.slice(-3)}`;
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: tampered } }, KP1024), 'bad-des');
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: '***' } }, KP1024), 'bad-des');
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: 'AAAA' } }, KP1024), 'bad-des');
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: {} }, KP1024), 'missing-body');
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: null }, KP1024), 'missing-body');
    // A block ending in 0x00 can never be valid PKCS7.
    const zeroPad = nodeDes(Buffer.from('{"a":1}\0', 'binary'), FIXED_KEY, false);
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: zeroPad } }, KP1024), 'bad-des');
    // Valid DES, but not JSON.
    const notJson = desEncryptBase64('{not json', FIXED_KEY);
    expectEnvelopeError(() => openEnvelope({ encryption: EXPECTED_RSA_1024, body: { value: notJson } }, KP1024), 'bad-json');
  });

  it('free-play rejects garbage too', () => {
    expectEnvelopeError(() => openFreePlayEncryption('', KP1024), 'missing-header');
    expectEnvelopeError(() => openFreePlayEncryption('xyz', KP1024), 'bad-rsa');
  });
});

describe('decodeCustomerServicePath', () => {
  const url = 'https://chat.example.com/livechat?group=vip&lang=vi&name=Khách hàng';
  const key = 'Kf8sQ2xZ';

  it('decrypts Base64 ciphertext + trailing 8-char key', () => {
    const path = nodeDes(Buffer.from(url, 'utf8'), key) + key;
    expect(decodeCustomerServicePath(path)).toBe(url);
    expect(decodeCustomerServicePath(desEncryptBase64(url, key) + key)).toBe(url);
  });

  it('throws DesError on malformed paths', () => {
    const bad = [
      '',
      'short',
      `${'@@@@@@@@@@@@'}${key}`, // not Base64
      `AAAAAAAA${key}`, // 6 bytes: not whole DES blocks
      `${nodeDes(Buffer.from('https://x/\0\0\0\0\0\0', 'binary'), key, false)}${key}`, // bad padding
      `${nodeDes(Buffer.from(url, 'utf8'), key)}WrongKey`, // wrong key: padding or UTF-8 fails
    ];
    for (const path of bad) {
      expect(() => decodeCustomerServicePath(path), path).toThrow(DesError);
    }
  });
});
