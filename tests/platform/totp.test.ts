import { describe, expect, it } from 'vitest';
import { totp, verifyTotp } from '@whitelabel/reference-platform/crypto/totp';

// RFC 6238 appendix B, SHA-1: secret "12345678901234567890" (base32 below), 8 digits.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (Google Authenticator codes)', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totp(SECRET, 59_000, 30, 8)).toBe('94287082');
    expect(totp(SECRET, 1_111_111_109_000, 30, 8)).toBe('07081804');
    expect(totp(SECRET, 20_000_000_000_000, 30, 8)).toBe('65353130');
  });

  it('accepts the neighbouring step and nothing further', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(SECRET, totp(SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(SECRET, totp(SECRET, now - 90_000), now)).toBe(false);
  });
});
