import { useFetcher, useLocation } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import type { BalanceResult } from './balance.server';
import { formatMinor } from '~/lib/money';

/**
 * The player's wallet from `/resources/balance`, on demand: `load()` asks (again), `amount` is the formatted
 * balance once known. A platform that says the session is gone sends the page to log in.
 */
export function useBalance(language: string) {
  const balance = useFetcher<BalanceResult>();
  const result = balance.data;
  useEffect(() => {
    if (result && !result.ok && result.reason === 'signed-out') window.location.assign('/login');
  }, [result]);
  const { load: ask } = balance;
  const { pathname, search } = useLocation();
  // Where a login should bring the player back to if the platform ended their session meanwhile.
  const returnTo = pathname + search;
  const load = useCallback(() => void ask(`/resources/balance?${new URLSearchParams({ returnTo })}`), [ask, returnTo]);
  return {
    load,
    loading: balance.state !== 'idle',
    known: result !== undefined,
    amount: result?.ok ? `${result.symbol} ${formatMinor(Math.round(result.amount * 10 ** result.exponent), result.exponent, language)}` : null,
  };
}

/**
 * While the balance is shown, ask again now and then (only when the tab is visible), so money the
 * operator credits meanwhile appears without a reload. Actions on the site revalidate it at once anyway.
 */
export function useBalancePolling(load: () => void, active: boolean, everyMs = 20_000) {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [load, active, everyMs]);
}
