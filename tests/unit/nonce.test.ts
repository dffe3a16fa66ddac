import { describe, expect, it } from 'vitest';
import { newNonce } from '../../server/http/nonce';

describe('a CSP nonce', () => {
  it('is 16 random bytes in base64, never the same twice, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(5_000);
  });
});
