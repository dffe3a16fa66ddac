import { describe, expect, it } from 'vitest';
import { clockText } from '~/features/chrome/header-clock';
import { formatAmount } from '~/lib/format';

describe('formatAmount', () => {
  it('shows two decimals and thousands separators in the page language', () => {
    expect(formatAmount(1250.5, 'EN')).toBe('1,250.50');
    expect(formatAmount(3500000, 'VI')).toBe('3.500.000,00');
    expect(formatAmount(0, 'EN')).toBe('0.00');
    expect(formatAmount(98765.432, 'JA')).toBe('98,765.43');
  });
});

describe('header clock', () => {
  it('writes dd/MM/yyyy HH:mm:ss with leading zeros, in the local zone', () => {
    expect(clockText(new Date(2026, 0, 5, 7, 3, 9))).toBe('05/01/2026 07:03:09');
    expect(clockText(new Date(2026, 11, 31, 23, 59, 58))).toBe('31/12/2026 23:59:58');
  });
});
