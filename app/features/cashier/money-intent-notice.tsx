import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { MoneyOutcome } from './money-outcome';
import { FormNotice } from '~/ui/centre/centre-page';

/** How often a page checking on a money move asks again, and for how long (the platform's lookup settles within minutes). */
const CHECK_EVERY_MS = 3_000;
const CHECKS = 40;

/** Asks the page's loader again while a move is being checked, so its outcome appears without a reload. */
function useCheckWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    let left = CHECKS;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && left-- > 0) revalidate();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [pending, revalidate]);
  return state === 'loading';
}

/**
 * What a money page says of its form's last move when the answer did not come back in time: "checking"
 * (with a link that checks again, for pages without the script), then the move the platform booked under
 * the form's key, or that nothing was booked.
 */
export function MoneyIntentNotice({ outcome }: { outcome: MoneyOutcome | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const checking = useCheckWhilePending(outcome?.state === 'pending');
  if (!outcome) return null;
  if (outcome.state === 'booked') return <FormNotice tone="success">{t(outcome.notice, outcome.params)}</FormNotice>;
  if (outcome.state === 'none') return <FormNotice tone="info">{t('cashier.intent.none')}</FormNotice>;
  return (
    <div data-testid="money-pending" aria-busy={checking}>
      <FormNotice tone="info">
        <strong>{t('cashier.intent.pending')}</strong> {t('cashier.intent.pendingHelp')}{' '}
        <Link to={`${pathname}${search}`} replace preventScrollReset>
          {t('cashier.intent.checkNow')}
        </Link>
      </FormNotice>
    </div>
  );
}
