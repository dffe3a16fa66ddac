import { describe, expect, it } from 'vitest';
import { formatAmount } from '~/utils/format';

describe('formatAmount', () => {
  it('shows two decimals and thousands separators in the page language', () => {
    expect(formatAmount(1250.5, 'EN')).toBe('1,250.50');
    expect(formatAmount(3500000, 'VI')).toBe('3.500.000,00');
    expect(formatAmount(0, 'EN')).toBe('0.00');
    expect(formatAmount(98765.432, 'JA')).toBe('98,765.43');
  });
});
