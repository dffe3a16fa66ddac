import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jackpotAt, msToNextStep } from '~/features/home/jackpot';
import type { JackpotView } from '~/features/content/views';
import { formatAmount } from '~/lib/format';
import * as s from './jackpot-counter.css';

/**
 * The progressive jackpot: derived from the time, so the server's figure (at `renderedAt`) and the
 * browser's agree at hydration; after that it steps with the formula every interval.
 */
export function JackpotCounter({ jackpot, renderedAt, language }: { jackpot: JackpotView; renderedAt: number; language: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, msToNextStep(jackpot, at) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [jackpot]);
  return (
    <section className={s.root} aria-labelledby="jackpot-label">
      <h2 id="jackpot-label" className={s.label}>{t('home.jackpot')}</h2>
      <p className={s.amount} data-testid="jackpot-amount" aria-live="off">
        {jackpot.currencySymbol ? <span className={s.symbol}>{jackpot.currencySymbol}</span> : null}
        {formatAmount(jackpotAt(jackpot, now), language)}
      </p>
    </section>
  );
}
