import { describe, expect, it } from 'vitest';
import { clockText } from '~/features/chrome/header-clock';
import { periodLabel } from '~/features/rankings/board-views.server';
import { intlLocale } from '~/i18n/languages';
import { formatAmount } from '~/lib/format';
import { formatMinor, parseAmount } from '~/lib/money';

describe('formatAmount', () => {
  it("shows the currency's own decimals and thousands separators in the page language", () => {
    expect(formatAmount(1250.5, 'EN', 'PHP')).toBe('1,250.50');
    expect(formatAmount(0, 'EN', 'PHP')).toBe('0.00');
    expect(formatAmount(98765.432, 'JA', 'USD')).toBe('98,765.43');
    // Dong and yen have no minor unit: a growing jackpot shows whole dong, as the wallet does.
    expect(formatAmount(3500000, 'VI', 'VND')).toBe('3.500.000');
    expect(formatAmount(2468105215.05, 'VI', 'VND')).toBe('2.468.105.215');
    expect(formatAmount(98765.4, 'JA', 'JPY')).toBe('98,765');
  });

  it('groups and separates as each new language writes numbers', () => {
    expect(formatAmount(1234567.5, 'HI', 'PHP')).toBe('12,34,567.50');
    expect(formatAmount(1234567.5, 'TA', 'PHP')).toBe('12,34,567.50');
    expect(formatAmount(1234567.5, 'PT-BR', 'PHP')).toBe('1.234.567,50');
    expect(formatAmount(1234567.5, 'ID', 'PHP')).toBe('1.234.567,50');
    expect(formatAmount(1234567.5, 'PT', 'PHP')).toMatch(/^1\s234\s567,50$/);
    expect(formatAmount(1234567.5, 'UR', 'PHP')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'KO', 'PHP')).toBe('1,234,567.50');
    // Burmese writes its own digits.
    expect(formatAmount(1234.5, 'MY', 'PHP')).toBe('၁,၂၃၄.၅၀');
  });

  it('reads back an amount typed the way the language writes it', () => {
    expect(parseAmount('1.250,50', 2, 'PT-BR')).toEqual({ ok: true, minor: 125050 });
    expect(parseAmount('1,250.50', 2, 'UR')).toEqual({ ok: true, minor: 125050 });
    expect(formatMinor(125050, 2, 'ES')).toBe('1250,50');
    expect(formatMinor(12505000, 2, 'ES')).toBe('125.050,00');
  });
});

describe('dates in the page language', () => {
  it('uses the BCP 47 tag of each platform code', () => {
    expect(['MY', 'TW', 'PT-BR', 'PT', 'UR', 'TY'].map(intlLocale)).toEqual(['my', 'zh-TW', 'pt-BR', 'pt-PT', 'ur', 'tl']);
    expect(intlLocale('XX')).toBe('en');
  });

  it('names months in the language and script of the page', () => {
    const november = { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1), timeZone: 'UTC' };
    expect(periodLabel(november, 'UR').month).toBe('نومبر 2026');
    expect(periodLabel(november, 'KO').month).toBe('2026년 11월');
    expect(periodLabel(november, 'TW').month).toBe('2026年11月');
    expect(periodLabel(november, 'PT-BR').month).toBe('novembro de 2026');
    expect(periodLabel(november, 'HI').month).toBe('नवंबर 2026');
    expect(periodLabel(november, 'TH').month).toMatch(/^พฤศจิกายน/);
  });
});

describe('header clock', () => {
  it('writes dd/MM/yyyy HH:mm:ss with leading zeros, in the local zone', () => {
    expect(clockText(new Date(2026, 0, 5, 7, 3, 9))).toBe('05/01/2026 07:03:09');
    expect(clockText(new Date(2026, 11, 31, 23, 59, 58))).toBe('31/12/2026 23:59:58');
  });
});
