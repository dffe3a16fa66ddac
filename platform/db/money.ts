/**
 * Money: every amount the platform stores or moves is an integer count of the currency's minor units.
 * The exponent says how many of them make one unit (PHP 2: 125050 is ₱1,250.50; VND 0: ₫3,500,000).
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = { PHP: 2, USD: 2, VND: 0 };

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { PHP: '₱', USD: '$', VND: '₫' };

export function exponentOf(currency: string): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent === undefined) throw new Error(`unknown currency ${currency}`);
  return exponent;
}

/** The decimal the contract's older fields carry (`sumBalance`, the demo pages); never used for arithmetic. */
export function toDecimal(minor: number, currency: string): number {
  return minor / 10 ** exponentOf(currency);
}

/** Whole or decimal units (a game's minimum bet, a demo stake) in minor units, rounded to the nearest. */
export function unitsToMinor(units: number, currency: string): number {
  return Math.round(units * 10 ** exponentOf(currency));
}

/** `₱1,250.50`, `₫3,500,000`, `-$12.00`: for operator output and the platform's own pages. */
export function formatMinor(minor: number, currency: string, symbol = ''): string {
  const exponent = exponentOf(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${whole}${exponent ? `.${digits.slice(-exponent)}` : ''}`;
}

/** `rateBp` basis points of `amount`, rounded half up; integers only, so no float ever touches money. */
export function basisPoints(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp + 5_000) / 10_000);
}
