import type { AppLoadContext } from '@remix-run/node';
import { exponentOf } from '~/lib/money';
import { WalletBalanceSchema } from '~/platform-client/schemas/cashier';

export type WalletView = {
  currency: string;
  symbol: string;
  exponent: number;
  totalMinor: number;
  wallets: { wallet: string; name: string | null; minor: number }[];
};

/**
 * The player's wallets as integer minor units. The platform's decimal fields are read only when it
 * does not send the minor-unit ones (an older platform), and then rounded to the currency's units once.
 */
export async function readWallet(context: AppLoadContext): Promise<WalletView> {
  const value = await (await context.platform()).call('balance', WalletBalanceSchema);
  const exponent = exponentOf(value.currency, value.currencyExponent);
  const toMinor = (minor: number | undefined, decimal: number) => minor ?? Math.round(decimal * 10 ** exponent);
  return {
    currency: value.currency,
    symbol: value.currencySymbol,
    exponent,
    totalMinor: toMinor(value.sumBalanceMinor, value.sumBalance),
    wallets: value.balance.map((b) => ({ wallet: b.wallet, name: b.name ?? null, minor: toMinor(b.availBalanceMinor, b.availBalance) })),
  };
}

/**
 * One wallet's balance by its code. An older platform's balance names its wallets only as it shows them
 * (the legacy path's `accountName`), so a game vendor's wallet is also found by the vendor's name.
 */
export function walletMinor(wallet: WalletView, code: string, name?: string): number {
  const row = wallet.wallets.find((w) => w.wallet === code) ?? (name === undefined ? undefined : wallet.wallets.find((w) => w.name === name));
  return row?.minor ?? 0;
}

/** The MAIN wallet: what withdrawals and transfers out of it can use. */
export function mainWalletMinor(wallet: WalletView): number {
  return wallet.wallets.find((w) => w.wallet === 'MAIN')?.minor ?? wallet.totalMinor;
}
