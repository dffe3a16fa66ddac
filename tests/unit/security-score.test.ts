import { describe, expect, it } from 'vitest';
import { PASSWORD_FRESH_DAYS, scoreLevel, securityScore } from '~/features/member/account/security-score';

const NOW = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;
const nothing = { passwordChangedAt: null, hasPaymentPassword: false, mobileBound: false, emailBound: false, totpEnabled: false };

describe('security score', () => {
  it('is 0 with nothing set, and every item links to where it is fixed', () => {
    const { score, items } = securityScore(nothing, NOW, '/changePassword?returnTo=x');
    expect(score).toBe(0);
    expect(items.map((i) => [i.key, i.done, i.href])).toEqual([
      ['password', false, '/changePassword?returnTo=x'],
      ['paymentPassword', false, '#payment-password'],
      ['mobile', false, '#mobile'],
      ['email', false, '#email'],
      ['authenticator', false, '#authenticator'],
    ]);
    expect(scoreLevel(score)).toBe('weak');
  });

  it('counts a password changed recently, and not one changed long ago', () => {
    expect(securityScore({ ...nothing, passwordChangedAt: NOW - 10 * DAY }, NOW).score).toBe(20);
    expect(securityScore({ ...nothing, passwordChangedAt: NOW - (PASSWORD_FRESH_DAYS + 1) * DAY }, NOW).score).toBe(0);
  });

  it('reaches 100 (strong) with everything set, fair in between', () => {
    const all = { passwordChangedAt: NOW - DAY, hasPaymentPassword: true, mobileBound: true, emailBound: true, totpEnabled: true };
    expect(securityScore(all, NOW).score).toBe(100);
    expect(scoreLevel(100)).toBe('strong');
    const some = securityScore({ ...nothing, hasPaymentPassword: true, mobileBound: true }, NOW);
    expect(some.score).toBe(40);
    expect(scoreLevel(some.score)).toBe('fair');
  });
});
