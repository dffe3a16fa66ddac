import { describe, expect, it } from 'vitest';
import { exponentOf, formatMinor, minorToDecimal, parseAmount } from '~/lib/money';

describe('parseAmount', () => {
  it('reads amounts as minor units without floats', () => {
    expect(parseAmount('1250.50', 2)).toEqual({ ok: true, minor: 125050 });
    expect(parseAmount('1,250.5', 2)).toEqual({ ok: true, minor: 125050 });
    expect(parseAmount(' 1 250 ', 2)).toEqual({ ok: true, minor: 125000 });
    expect(parseAmount('0.01', 2)).toEqual({ ok: true, minor: 1 });
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('3500000', 0)).toEqual({ ok: true, minor: 3500000 });
  });

  it('reads Vietnamese grouping and decimals', () => {
    expect(parseAmount('3.500.000', 0, 'VI')).toEqual({ ok: true, minor: 3500000 });
    expect(parseAmount('1.250,50', 2, 'VI')).toEqual({ ok: true, minor: 125050 });
  });

  it('gives a reason for every bad amount', () => {
    expect(parseAmount('', 2)).toEqual({ ok: false, error: 'amount.required' });
    expect(parseAmount('-5', 2)).toEqual({ ok: false, error: 'amount.invalid' });
    expect(parseAmount('abc', 2)).toEqual({ ok: false, error: 'amount.invalid' });
    expect(parseAmount('1e5', 2)).toEqual({ ok: false, error: 'amount.invalid' });
    expect(parseAmount('1.2.3', 2)).toEqual({ ok: false, error: 'amount.invalid' });
    expect(parseAmount('0', 2)).toEqual({ ok: false, error: 'amount.zero' });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, error: 'amount.zero' });
    expect(parseAmount('10.555', 2)).toEqual({ ok: false, error: 'amount.decimals' });
    expect(parseAmount('10.5', 0)).toEqual({ ok: false, error: 'amount.decimals' });
    expect(parseAmount('9'.repeat(20), 2)).toEqual({ ok: false, error: 'amount.tooLarge' });
    expect(parseAmount('Infinity', 2)).toEqual({ ok: false, error: 'amount.invalid' });
  });
});

describe('formatting', () => {
  it('prints integers exactly with the currency decimals and the language grouping', () => {
    expect(minorToDecimal(125050, 2)).toBe('1250.50');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(3500000, 0)).toBe('3500000');
    expect(formatMinor(125050, 2, 'EN')).toBe('1,250.50');
    expect(formatMinor(3500000, 0, 'VI')).toBe('3.500.000');
    expect(formatMinor(9007199254740991, 2, 'EN')).toBe('90,071,992,547,409.91');
  });

  it('knows the minor units of the demo currencies, the platform first', () => {
    expect(exponentOf('PHP')).toBe(2);
    expect(exponentOf('VND')).toBe(0);
    expect(exponentOf('USD', 2)).toBe(2);
    expect(exponentOf('XYZ')).toBe(2);
    expect(exponentOf('PHP', 0)).toBe(0);
  });
});
