import { formatMinor } from '~/lib/money';
import * as s from './centre.css';

/** How a centre writes its wallet's amounts. */
export type MoneyFormat = { exponent: number; symbol: string; language: string };

type Centre = { wallet?: { exponent: number; symbol: string } | null; language?: string } | null | undefined;
export const moneyFormatOf = (centre: Centre): MoneyFormat => ({
  exponent: centre?.wallet?.exponent ?? 2,
  symbol: centre?.wallet?.symbol ?? '',
  language: centre?.language ?? 'EN',
});

const textOf = (minor: number, format: MoneyFormat, symbol = true) =>
  `${symbol && format.symbol ? `${format.symbol} ` : ''}${formatMinor(minor, format.exponent, format.language)}`;

/** An amount in a centre's currency; `signed` colours gains and losses. */
export function Amount({ minor, format, signed = false, symbol = true }: { minor: number; format: MoneyFormat; signed?: boolean; symbol?: boolean }) {
  const sign = minor < 0 ? '−' : signed && minor > 0 ? '+' : '';
  return (
    <span
      className={signed ? (minor < 0 ? s.negative : minor > 0 ? s.positive : s.amount) : s.amount}
    >{`${sign}${textOf(Math.abs(minor), format, symbol)}`}</span>
  );
}

/** An amount the server wrote as text already (see moneyText), as Amount writes an unsigned one. */
export function AmountText({ text }: { text: string }) {
  return <span className={s.amount}>{text}</span>;
}

/** The formatter for any centre's format. */
export const moneyText = (format: MoneyFormat) => (minor: number) => textOf(minor, format);
