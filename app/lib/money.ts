import { intlLocale } from '~/i18n/languages';

/**
 * Money in integer minor units: ₱1,250.50 is 125050 at exponent 2, ₫3,500,000 is 3500000 at
 * exponent 0. Amounts are never floats on the way in or out: text is parsed digit by digit and
 * formatted from a decimal string.
 */
export { exponentOf } from './currency-exponent';

/** The largest amount a form may ask for: far beyond any limit, well inside exact integers. */
const MAX_MINOR = 10 ** 14;

export type AmountError = 'amount.required' | 'amount.invalid' | 'amount.decimals' | 'amount.zero' | 'amount.tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: AmountError };

function separatorsOf(language: string): { group: string; decimal: string } {
  const locale = intlLocale(language);
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

/**
 * A player's amount as minor units: "1,250.50", "1250.5" and "1250" in English; "1.250,50" in
 * Vietnamese. Negative, zero, non-numeric, more decimals than the currency has, or absurdly large:
 * a reason, never a guess.
 */
export function parseAmount(input: string, exponent: number, language = 'EN'): ParsedAmount {
  const raw = input.replace(/[\s\u00a0\u202f_]/g, '');
  if (!raw) return { ok: false, error: 'amount.required' };
  const { group, decimal } = separatorsOf(language);
  let normalised = raw.split(group).join('');
  if (decimal !== '.') normalised = normalised.replace(decimal, '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return { ok: false, error: 'amount.invalid' };
  const [whole, fraction = ''] = normalised.split('.') as [string, string?];
  if (fraction.length > exponent) return { ok: false, error: 'amount.decimals' };
  if (whole.replace(/^0+/, '').length > 15) return { ok: false, error: 'amount.tooLarge' };
  const minor = Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (minor === 0) return { ok: false, error: 'amount.zero' };
  if (minor > MAX_MINOR) return { ok: false, error: 'amount.tooLarge' };
  return { ok: true, minor };
}

/** `125050` at exponent 2 → "1250.50": the decimal text of an integer amount, exactly. */
export function minorToDecimal(minor: number, exponent: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent ? `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : `${sign}${digits}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in the page's language with the currency's decimals: 125050 → "1,250.50" (EN). */
export function formatMinor(minor: number, exponent: number, language: string): string {
  const locale = intlLocale(language);
  const key = `${locale}:${exponent}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    formats.set(key, format);
  }
  // A decimal string, not a float: formatting never rounds money.
  return format.format(minorToDecimal(minor, exponent) as unknown as number);
}

/** The amount as a form field shows it again: plain digits, no grouping. */
export function minorToInput(minor: number, exponent: number): string {
  return minorToDecimal(minor, exponent);
}
