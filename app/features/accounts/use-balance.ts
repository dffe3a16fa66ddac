import { useFetcher, useLocation } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import type { BalanceResult } from './balance.server';
import { formatAmount } from '~/lib/format';
import { loginHref } from '~/lib/login-href';

/**
 * The player's wallet from `/resources/balance`, on demand: `load()` asks (again), `amount` is the formatted
 * balance once known. A session found gone sends the page to log in, and back here afterwards.
 */
export function useBalance(language: string) {
  const balance = useFetcher<BalanceResult>();
  const result = balance.data;
  const { pathname, search } = useLocation();
  // Where a login should bring the player back to if the platform ended their session meanwhile.
  const returnTo = pathname + search;
  useEffect(() => {
    if (result && !result.ok && result.reason === 'signed-out') window.location.assign(loginHref(returnTo));
  }, [result, returnTo]);
  const { load: ask } = balance;
  const load = useCallback(() => void ask(`/resources/balance?${new URLSearchParams({ returnTo })}`), [ask, returnTo]);
  return {
    load,
    loading: balance.state !== 'idle',
    known: result !== undefined,
    amount: result?.ok ? `${result.symbol} ${formatAmount(result.amount, language, result.currency)}` : null,
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
