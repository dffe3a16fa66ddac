import crypto from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { bitLength, modPow } from '@whitelabel/reference-platform/crypto/mod-pow';

describe("the envelope's modular power on native BigInt", () => {
  it('answers what node-forge answers for raw RSA blocks of both key sizes', () => {
    for (const bits of [512, 1024]) {
      // node:crypto's key generation: forge's takes seconds for 1024 bits.
      const jwk = crypto.generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ format: 'jwk' });
      const fromJwk = (part: string | undefined) => new forge.jsbn.BigInteger(Buffer.from(part ?? '', 'base64url').toString('hex'), 16);
      const [n, d] = [fromJwk(jwk.n), fromJwk(jwk.d)];
      for (let i = 0; i < 8; i += 1) {
        const block = crypto.randomBytes(bits / 8 - 2).toString('hex');
        const expected = new forge.jsbn.BigInteger(block, 16).modPow(d, n).toString(16);
        expect(modPow(BigInt(`0x${block}`), BigInt(`0x${d.toString(16)}`), BigInt(`0x${n.toString(16)}`)).toString(16)).toBe(expected);
      }
    }
  });

  it('handles the edges: exponent 0, modulus 1, a base above the modulus', () => {
    expect(modPow(7n, 0n, 13n)).toBe(1n);
    expect(modPow(7n, 5n, 1n)).toBe(0n);
    expect(modPow(20n, 3n, 13n)).toBe(5n); // 7^3 = 343 = 26·13 + 5
    expect(() => modPow(2n, 3n, 0n)).toThrow(RangeError);
  });

  it('counts bits as forge does', () => {
    for (const hex of ['0', '1', 'ff', '100', 'abcdef0123456789']) expect(bitLength(BigInt(`0x${hex}`))).toBe(new forge.jsbn.BigInteger(hex, 16).bitLength());
  });
});
