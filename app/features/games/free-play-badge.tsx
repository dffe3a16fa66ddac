import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { FreePlayState, TrialBalanceResult } from './free-play.server';
import * as s from './free-play.css';

/** The game's spins happen in the vendor's frame: ask for the play money now and then while the tab is visible. */
const REFRESH_MS = 5_000;

function useTrialBalance(initial: string): { balance: string; refresh: () => void; loading: boolean } {
  const fetcher = useFetcher<TrialBalanceResult>();
  const { pathname, search } = useLocation();
  const { load } = fetcher;
  const refresh = useCallback(() => void load(`/resources/trial-balance?${new URLSearchParams({ returnTo: pathname + search })}`), [load, pathname, search]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const data = fetcher.data;
  return { balance: data?.ok ? data.balance : initial, refresh, loading: fetcher.state !== 'idle' };
}

/**
 * "Free play" beside a trial account's game (decision 016): the badge, the play money as it stands
 * (tap to ask again) and the way to a real account. `inline` fits it into the seamless bar.
 */
export function FreePlayBadge({ freePlay, inline = false }: { freePlay: FreePlayState; inline?: boolean }) {
  const { t } = useTranslation();
  const { balance, refresh, loading } = useTrialBalance(freePlay.balance);
  return (
    <div className={inline ? s.inline : s.strip} data-testid="free-play">
      <span className={s.badge}>{t('games.freePlay.badge')}</span>
      {inline ? null : <span className={s.note}>{t('games.freePlay.note')}</span>}
      <button type="button" className={s.credit} onClick={refresh} title={t('games.freePlay.refresh')} aria-busy={loading}>
        <span className={s.creditLabel}>{t('games.freePlay.credit')}</span>
        <span className={s.creditValue} aria-live="polite" data-testid="free-play-credit">
          {balance}
        </span>
      </button>
      {inline ? null : (
        <Link to="/register" className={s.register}>
          {t('games.freePlay.register')}
        </Link>
      )}
    </div>
  );
}
