import type { AmountShape } from '~/lib/amount-shape';
import { writeMinor } from '~/lib/format';
import { formatMinor } from '~/lib/money';
import * as s from './centre.css';

/**
 * How a centre writes its wallet's amounts. `shape`: the language's `amountShapeOf`, when the loader sent it: the
 * amount is then written without an `Intl.NumberFormat` (whose first one in a browser is a long task in hydration).
 */
export type MoneyFormat = { exponent: number; symbol: string; language: string; shape?: AmountShape };

type Centre = { wallet?: { exponent: number; symbol: string } | null; language?: string } | null | undefined;
export const moneyFormatOf = (centre: Centre): MoneyFormat => ({
  exponent: centre?.wallet?.exponent ?? 2,
  symbol: centre?.wallet?.symbol ?? '',
  language: centre?.language ?? 'EN',
});

const numberOf = (minor: number, { exponent, language, shape }: MoneyFormat) =>
  (shape ? writeMinor(minor, exponent, shape) : null) ?? formatMinor(minor, exponent, language);

const textOf = (minor: number, format: MoneyFormat, symbol = true) => `${symbol && format.symbol ? `${format.symbol} ` : ''}${numberOf(minor, format)}`;

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
