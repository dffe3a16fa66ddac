import { intlLocale } from '~/i18n/languages';

// Building an Intl.NumberFormat costs far more than using one: one per locale, kept.
const formats = new Map<string, Intl.NumberFormat>();

/** Amounts with two decimals and thousands separators, in the page's language. */
export function formatAmount(amount: number, language: string): string {
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(amount);
}
