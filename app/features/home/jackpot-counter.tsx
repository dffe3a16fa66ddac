import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { jackpotAt } from '~/features/home/jackpot';
import type { JackpotView } from '~/features/content/views';
import type { AmountShape } from '~/lib/amount-shape';
import { formatAmount } from '~/lib/format';
import { useMotionGate } from '~/ui/motion/use-motion-gate';
import { jackpotTicker } from './jackpot-ticker';
import * as s from './jackpot-counter.css';

/**
 * The progressive jackpot: derived from the time, so the server's figure (at `renderedAt`) and the
 * browser's agree at hydration. After that the figure's text node is rewritten in place at each step
 * (no React render), only while the counter is on screen in a visible tab and motion is welcome. Written from
 * the page's `shape`, so neither hydration nor a step builds an Intl.NumberFormat (a long task in a fresh tab).
 */
export function JackpotCounter({ jackpot, renderedAt, language, shape }: { jackpot: JackpotView; renderedAt: number; language: string; shape: AmountShape }) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const ticker = useRef<ReturnType<typeof jackpotTicker>>();
  useEffect(() => {
    const next = jackpotTicker(jackpot, (amount) => {
      const el = figure.current;
      if (!el) return;
      const text = formatAmount(amount, language, jackpot.currency, shape);
      // Write into React's own text node, so a later render with the same props has nothing to undo.
      if (el.firstChild?.nodeType === Node.TEXT_NODE) el.firstChild.nodeValue = text;
      else el.textContent = text;
    });
    ticker.current = next;
    if (root.current?.getAttribute('data-motion') === 'running') next.start();
    return () => next.stop();
  }, [jackpot, language, shape]);
  useMotionGate(root, (running) => (running ? ticker.current?.start() : ticker.current?.stop()));
  return (
    <section ref={root} className={s.root} aria-labelledby="jackpot-label" data-testid="jackpot">
      <h2 id="jackpot-label" className={s.label}>
        {t('home.jackpot')}
      </h2>
      <p className={s.amount} data-testid="jackpot-amount" aria-live="off">
        {jackpot.currencySymbol ? <span className={s.symbol}>{jackpot.currencySymbol}</span> : null}
        <span ref={figure}>{formatAmount(jackpotAt(jackpot, renderedAt), language, jackpot.currency, shape)}</span>
      </p>
    </section>
  );
}
