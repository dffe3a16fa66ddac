import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useOptionalViewer, useShell } from '~/request/root-data';
import { useBalance } from '~/features/accounts/use-balance';
import { FreePlayBadge } from './free-play-badge';
import type { FreePlayState } from './free-play.server';
import * as s from './seamless-page.css';

/** The seamless page's only chrome: brand, what is playing, the balance on hand, and the way out. */
export function SeamlessBar({ vendorName, exitHref, freePlay }: { vendorName: string; exitHref: string; freePlay: FreePlayState | null }) {
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const viewer = useOptionalViewer();
  const brand = shell?.brand;
  const category = shell?.categories.find((c) => c.path === exitHref);
  return (
    <header className={s.bar}>
      {brand ? (
        <Link to="/index" className={s.brand} aria-label={t('header.home', { brand: brand.name })}>
          <img src={brand.logoUrl} alt={brand.name} className={s.logo} width={140} height={34} />
          <img src={brand.iconUrl} alt={brand.name} className={s.icon} width={28} height={28} />
        </Link>
      ) : null}
      <div className={s.now}>
        <span className={s.live} aria-hidden="true" />
        <span className={s.names}>
          <strong className={s.vendor} data-testid="seamless-vendor">
            {vendorName}
          </strong>
          {category ? <span className={s.category}>{t(`routes.${category.path.slice(1)}`)}</span> : null}
        </span>
      </div>
      {freePlay ? <FreePlayBadge freePlay={freePlay} inline /> : viewer ? <BalanceChip language={i18n.language} /> : null}
      <Link to={exitHref} className={s.exit} data-testid="seamless-exit">
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false">
          <path
            d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h10"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('games.seamless.exit')}</span>
      </Link>
    </header>
  );
}

/** The wallet as the platform has it now; a tap asks again (a round in the game moves it). */
function BalanceChip({ language }: { language: string }) {
  const { t } = useTranslation();
  const balance = useBalance(language);
  const { load, loading, known } = balance;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    load();
  }, [load]);
  return (
    <button type="button" className={s.balance} onClick={load} title={t('games.seamless.refreshBalance')} data-testid="seamless-balance">
      <span className={s.balanceLabel}>{t('games.seamless.balance')}</span>
      <span className={s.balanceValue} aria-live="polite">
        {loading && !known ? '…' : (balance.amount ?? '—')}
      </span>
      <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true" focusable="false" className={loading ? s.spinning : s.refresh}>
        <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
