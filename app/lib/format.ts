import { intlLocale } from '~/i18n/languages';
import { writeAmount, type AmountShape } from './amount-shape';
import { exponentOf } from './currency-exponent';

// Building an Intl.NumberFormat costs far more than using one: one per locale and number of decimals, kept.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount the platform sends in units (a balance, a jackpot, a win) with the currency's own decimals and
 * thousands separators, in the page's language: ₱ shows centavos, ₫ whole dong, as the wallet does. `shape` is
 * that language's `amountShapeOf`, when the page has it.
 */
export function formatAmount(amount: number, language: string, currency: string, shape?: AmountShape | null): string {
  // The page's own shape of the language and currency, when it brought one: no Intl in the browser.
  const decimals = exponentOf(currency);
  const written = shape ? writeAmount(amount, decimals, shape) : null;
  if (written !== null) return written;
  const locale = intlLocale(language);
  const key = `${locale}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(amount);
}

/**
 * An amount in minor units (a promotion's bonus) written from the page's shape with the currency's `exponent`
 * decimals, or null where the shape does not reach (the caller asks Intl then). Here rather than in the centre's
 * money module so the shape's code stays in this module's chunk (first-visit JavaScript, decision 113).
 */
export function writeMinor(minor: number, exponent: number, shape: AmountShape): string | null {
  return Number.isSafeInteger(minor) ? writeAmount(minor / 10 ** exponent, exponent, shape) : null;
}
