/**
 * A currency's minor-unit exponent: ₱ has centavos (2), ₫ whole dong (0). A module of its own because
 * every page formats amounts with it, while the rest of money.ts (parsing players' amounts) serves forms only.
 */
const EXPONENTS: Record<string, number> = { PHP: 2, USD: 2, VND: 0, THB: 2, CNY: 2, JPY: 0, IDR: 0, KRW: 0 };

/** The currency's minor-unit exponent, from the platform when it says so, else from the currency code. */
export function exponentOf(currency: string, fromPlatform?: number | null): number {
  if (fromPlatform !== undefined && fromPlatform !== null) return fromPlatform;
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}
