import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGES, intlLocale } from '~/i18n/languages';
import { writeAmount } from '~/lib/amount-shape';
import { amountShapeOf } from '~/lib/amount-shape.server';
import { formatAmount } from '~/lib/format';
import { formatMinor } from '~/lib/money';
import { moneyText } from '~/ui/centre/money';

/** A fixed spread of amounts: halves at each rounding place, carries, every group size, and seeded random ones. */
function amounts(): number[] {
  const fixed = [0, 0.001, 0.005, 0.125, 0.5, 0.995, 1, 1.005, 2.5, 9.995, 99.5, 999, 999.995, 1000, 1234, 9999.5, 12345, 123456.785];
  fixed.push(1234567.5, 2468105215.05, 98765.432, 12345678901.25, 999999999999.995, 4503599627370.49, 9999999999999.99);
  let seed = 37;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 200; i++) fixed.push(Math.round(next() * 10 ** (1 + (i % 13)) * 1000) / 1000);
  return fixed;
}

describe('an amount written from its shape', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads exactly as Intl writes it, in every language, with and without decimals', () => {
    for (const language of APP_LANGUAGES) {
      for (const decimals of [0, 2]) {
        const locale = intlLocale(language);
        const shape = amountShapeOf(locale);
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
        const all = amounts();
        expect({ language, decimals, texts: all.map((a) => writeAmount(a, decimals, shape)) }).toEqual({
          language,
          decimals,
          texts: all.map((a) => intl.format(a)),
        });
      }
    }
  });

  it('carries only what differs from the common shape (the page brings it in its data)', () => {
    expect(amountShapeOf('en')).toEqual({});
    expect(amountShapeOf('hi')).toEqual({ secondary: 2 });
    expect(amountShapeOf('pt-PT')).toEqual({ group: '\u00a0', decimal: ',', minGrouping: 2 });
  });

  it('leaves to Intl what it does not reach: negative, not finite, written with an exponent', () => {
    const shape = amountShapeOf('en');
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY, 1e13, 1e21, 1e-7].map((a) => writeAmount(a, 2, shape))).toEqual([null, null, null, null, null, null]);
    expect(formatAmount(1e15, 'EN', 'PHP', shape)).toBe('1,000,000,000,000,000.00');
    expect(formatAmount(-1250.5, 'EN', 'PHP', shape)).toBe('-1,250.50');
  });

  it('builds no Intl.NumberFormat in the browser once the page brought the shape', () => {
    const [burmese, vietnamese] = [amountShapeOf('my'), amountShapeOf('vi')];
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(formatAmount(1234.5, 'MY', 'PHP', burmese)).toBe('၁,၂၃၄.၅၀');
    expect(formatAmount(3500000, 'VI', 'VND', vietnamese)).toBe('3.500.000');
    expect(built).not.toHaveBeenCalled();
  });
});

describe("a centre's amount (a promotion's bonus, target and progress) written with the page's shape", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks no Intl.NumberFormat at all, built or kept', () => {
    // `format` is a getter (a bound function per formatter): a kept formatter's use reads it.
    const formatted = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect(moneyText({ exponent: 2, symbol: '₱', language: 'MY', shape: amountShapeOf('my') })(123450)).toBe('₱ ၁,၂၃၄.၅၀');
    expect(moneyText({ exponent: 0, symbol: '₫', language: 'VI', shape: amountShapeOf('vi') })(3500000)).toBe('₫ 3.500.000');
    expect(built).not.toHaveBeenCalled();
    expect(formatted).not.toHaveBeenCalled();
  });

  it('reads as the server wrote it before, in every language', () => {
    const minors = amounts().map((a) => Math.round(a * 100));
    for (const language of APP_LANGUAGES) {
      for (const exponent of [0, 2]) {
        const shape = amountShapeOf(intlLocale(language));
        const write = moneyText({ exponent, symbol: '', language, shape });
        expect({ language, exponent, texts: minors.map(write) }).toEqual({ language, exponent, texts: minors.map((m) => formatMinor(m, exponent, language)) });
      }
    }
  });
});
