import { intlLocale } from '~/i18n/languages';
import { exponentOf } from './currency-exponent';

// Building an Intl.NumberFormat costs far more than using one: one per locale and number of decimals, kept.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount the platform sends in units (a balance, a jackpot, a win) with the currency's own decimals and
 * thousands separators, in the page's language: ₱ shows centavos, ₫ whole dong, as the wallet does.
 */
export function formatAmount(amount: number, language: string, currency: string): string {
  const locale = intlLocale(language);
  const decimals = exponentOf(currency);
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(amount);
}
