import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import type { BalanceResult } from '~/routes/action.balance';
import { formatAmount } from '~/utils/format';

/**
 * The player's wallet from `/action/balance`, on demand: `load()` asks (again), `amount` is the formatted
 * balance once known. A platform that says the session is gone sends the page to log in.
 */
export function useBalance(language: string) {
  const balance = useFetcher<BalanceResult>();
  const result = balance.data;
  useEffect(() => {
    if (result && !result.ok && result.reason === 'signed-out') window.location.assign('/login');
  }, [result]);
  const { load: ask } = balance;
  const load = useCallback(() => void ask('/action/balance'), [ask]);
  return {
    load,
    loading: balance.state !== 'idle',
    known: result !== undefined,
    amount: result?.ok ? `${result.symbol} ${formatAmount(result.amount, language)}` : null,
  };
}
