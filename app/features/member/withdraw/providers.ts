/**
 * Where a player can receive money, by currency: the banks and e-wallets the receiving-account form
 * offers. The platform checks the account itself; this only spares the player typing a bank's name.
 */
export const PROVIDERS: Record<string, { banks: string[]; ewallets: string[] }> = {
  PHP: { banks: ['BDO', 'BPI', 'Metrobank', 'UnionBank', 'Landbank', 'Security Bank'], ewallets: ['GCash', 'Maya'] },
  VND: { banks: ['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank', 'ACB', 'MB Bank'], ewallets: ['MoMo', 'ZaloPay'] },
  USD: { banks: ['Chase', 'Bank of America', 'Wells Fargo', 'Citibank'], ewallets: ['PayPal', 'Wise'] },
};

export const providersFor = (currency: string) => PROVIDERS[currency.toUpperCase()] ?? PROVIDERS.USD!;

/** A receiving account number: digits for a bank, a mobile number for an e-wallet. */
export function accountNumberProblem(type: 'BANK' | 'EWALLET', number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  if (type === 'BANK') return /^\d{6,24}$/.test(digits) ? null : 'cashier.errors.account_number_bank';
  return /^\+?\d{9,15}$/.test(digits) ? null : 'cashier.errors.account_number_ewallet';
}
