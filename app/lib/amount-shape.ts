/**
 * How one locale writes amounts, read from Intl once on the server
 * (`amount-shape.server.ts`), so the browser writes the same text without an `Intl.NumberFormat`: a renderer's
 * first one loads the locale's number data, a long task the home page's jackpot paid in hydration.
 */
export type AmountShape = {
  /** Each part is left out where it is the common one (most languages: `{}`), as the page carries the shape. */
  group?: string;
  decimal?: string;
  /** Digits in the last group (3), and in each group before it (3, or 2 in Hindi and Tamil). */
  primary?: number;
  secondary?: number;
  /** Digits beyond the last group before grouping starts: 1 (1,234), 2 (Spanish and Portuguese: 1234, 12 345). */
  minGrouping?: number;
  /** The locale's ten digits when they are not 0–9 (Burmese). */
  digits?: string;
};

/** The parts a shape leaves out. */
export const COMMON_SHAPE = { group: ',', decimal: '.', primary: 3, minGrouping: 1 } as const;

/**
 * The amount with `decimals` as Intl writes it in the shape's locale, or null where the shape does not reach (negative, not
 * finite, 10^13 or more, or written by JavaScript with an exponent): the caller asks Intl then.
 */
export function writeAmount(amount: number, decimals: number, shape: AmountShape): string | null {
  const plain = String(amount);
  if (!(amount >= 0 && amount < 1e13) || plain.includes('e')) return null;
  const { group = COMMON_SHAPE.group, decimal = COMMON_SHAPE.decimal, primary = COMMON_SHAPE.primary, digits } = shape;
  const [whole = '', fraction = ''] = plain.split('.');
  // In units of the last decimal, rounded half away from zero, as Intl rounds the number's shortest decimal text
  // (1.005 → 1.01); below 10^15, so exact.
  const units = String(Number(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (fraction.charAt(decimals) >= '5' ? 1 : 0));
  const padded = units.padStart(decimals + 1, '0');
  const integer = padded.slice(0, padded.length - decimals);
  const groups = new RegExp(`\\B(?=(\\d{${shape.secondary ?? primary}})*\\d{${primary}}$)`, 'g');
  const text =
    (integer.length < primary + (shape.minGrouping ?? COMMON_SHAPE.minGrouping) ? integer : integer.replace(groups, group)) +
    (decimals ? decimal + padded.slice(-decimals) : '');
  return digits ? text.replace(/\d/g, (d) => digits.charAt(Number(d))) : text;
}
