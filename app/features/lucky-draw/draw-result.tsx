import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { memberHref } from '~/features/member/pages';
import * as u from '~/ui/centre/centre.css';
import { usePrizeText } from './prize-text';
import { useDrawOutcome } from './use-lucky-draw';
import * as s from './lucky-draw.css';

/**
 * The live region: the prize after a draw (shown once the motion ends, at once with reduced motion), or why
 * the draw was refused. Present from the first render so screen readers announce what arrives in it.
 */
export function DrawResult() {
  const { t } = useTranslation();
  const outcome = useDrawOutcome();
  const text = usePrizeText();
  const result = outcome?.ok ? outcome.result : null;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="draw-result">
      {result ? (
        <div className={`${s.resultCard} ${result.kind === 'PRIZE_WHEEL' ? s.result.wheel : s.result.other}`} key={result.id}>
          <div>
            <p className={s.resultPrize}>{t('luckyDraw.won', { prize: text(result.prize) })}</p>
            <p className={s.resultNote}>
              {result.prize.kind === 'BONUS'
                ? result.prize.turnoverMultiplier > 0
                  ? t('luckyDraw.paid.bonusTurnover', { times: result.prize.turnoverMultiplier })
                  : t('luckyDraw.paid.bonus')
                : result.prize.kind === 'POINTS'
                  ? t('luckyDraw.paid.points')
                  : t('luckyDraw.paid.spins')}{' '}
              {result.prize.kind === 'FREE_SPINS' ? <Link to={memberHref('rewardCenter', '/lucky-draw')}>{t('member.pages.rewardCenter')}</Link> : null}
            </p>
          </div>
        </div>
      ) : outcome && !outcome.ok ? (
        <p className={u.notice.error} data-testid="draw-error">
          {t(outcome.errors.form ?? 'errors.generic.message', outcome.params)}
        </p>
      ) : null}
    </div>
  );
}
