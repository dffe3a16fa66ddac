import { DateTime } from 'luxon';
import { intlLocale } from '~/i18n/languages';
import type { MoneyFormat } from '~/ui/centre/money';

/** What the boards' pages receive ready to show: server-formatted dates, so server and browser never disagree. */

/** The brand's money as a board states it (guests have no wallet to learn it from). */
export const boardMoney = (answer: { currencyExponent: number; currencySymbol: string }, language: string): MoneyFormat => ({
  exponent: answer.currencyExponent,
  symbol: answer.currencySymbol,
  language,
});

/** "November 2026 · 1 Nov – 30 Nov", in the board's own time zone and the page's language. */
export function periodLabel(period: { from: number; to: number; timeZone: string }, language: string): { month: string; range: string; endsAt: string } {
  const locale = intlLocale(language);
  const start = DateTime.fromMillis(period.from, { zone: period.timeZone }).setLocale(locale);
  const last = DateTime.fromMillis(period.to - 1, { zone: period.timeZone }).setLocale(locale);
  return {
    month: start.toLocaleString({ month: 'long', year: 'numeric' }),
    range: `${start.toLocaleString({ day: 'numeric', month: 'short' })} – ${last.toLocaleString({ day: 'numeric', month: 'short' })}`,
    endsAt: last.toLocaleString({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  };
}

/** "5 minutes ago", as of the moment the page was made. */
export function timeAgo(at: number, now: number, language: string): string {
  return (
    DateTime.fromMillis(Math.min(at, now))
      .setLocale(intlLocale(language))
      .toRelative({ base: DateTime.fromMillis(now) }) ?? ''
  );
}

/** "12:30, 3 Nov" in the brand's zone: the exact time behind "time ago", for its tooltip and `dateTime`. */
export function exactTime(at: number, zone: string, language: string): { iso: string; text: string } {
  const time = DateTime.fromMillis(at, { zone }).setLocale(intlLocale(language));
  return { iso: time.toISO() ?? '', text: time.toLocaleString(DateTime.DATETIME_MED) };
}
