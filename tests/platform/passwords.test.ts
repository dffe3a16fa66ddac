import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from '@whitelabel/reference-platform/db/passwords';

/** Member passwords: what the platform writes costs what it says, and a hash of any stored cost still checks. */
describe('member password hashes', () => {
  it('are written at the platform’s cost (16 MB a try) unless test support asks for less', () => {
    expect(PASSWORD_COST).toBe(16384);
    const stored = hashPassword('Secret123');
    expect(stored).toMatch(/^scrypt\$16384\$[\w+/=]{24}\$[\w+/=]{44}$/);
    expect(verifyPassword('Secret123', stored)).toBe(true);
    expect(verifyPassword('Secret124', stored)).toBe(false);
    // Two hashes of one password differ by their salt.
    expect(hashPassword('Secret123')).not.toBe(stored);
  });

  it('check against the cost stored with them, so a cheaper hash test support writes signs in too', () => {
    const cheap = hashPassword('Secret123', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(verifyPassword('Secret123', cheap)).toBe(true);
    expect(verifyPassword('secret123', cheap)).toBe(false);
  });
});
