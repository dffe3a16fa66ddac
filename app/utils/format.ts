import { HTML_LANG, isAppLanguage } from '~/i18n/languages';

/** Amounts with two decimals and thousands separators, in the page's language (site-spec §9). */
export function formatAmount(amount: number, language: string): string {
  const locale = isAppLanguage(language) ? HTML_LANG[language] : 'en';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
