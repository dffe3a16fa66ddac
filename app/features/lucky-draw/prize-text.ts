import { useTranslation } from '~/i18n/use-translation';
import { formatMinor } from '~/lib/money';
import type { LuckyPrize } from '~/platform-client/schemas/lucky-draws';
import { useLuckyDraw } from './use-lucky-draw';

/** A prize in the player's words: "₱ 18.88 bonus", "200 points", "5 free spins (₱ 1.00 each)". */
export function usePrizeText() {
  const { t } = useTranslation();
  const { money, language } = useLuckyDraw();
  const cash = (minor: number) => (money ? `${money.symbol} ${formatMinor(minor, money.exponent, language)}` : String(minor));
  return (p: Pick<LuckyPrize, 'kind' | 'amount' | 'spinValueMinor'>) =>
    p.kind === 'BONUS'
      ? t('luckyDraw.prize.bonus', { amount: cash(p.amount) })
      : p.kind === 'POINTS'
        ? t('luckyDraw.prize.points', { n: p.amount, count: p.amount })
        : t('luckyDraw.prize.spins', { n: p.amount, count: p.amount, value: cash(p.spinValueMinor) });
}

/** The short label a wheel segment carries. */
export function usePrizeLabel() {
  const { t } = useTranslation();
  const { money, language } = useLuckyDraw();
  return (p: Pick<LuckyPrize, 'kind' | 'amount'>) =>
    p.kind === 'BONUS'
      ? `${money?.symbol ?? ''}${formatMinor(p.amount, money?.exponent ?? 0, language)}`
      : p.kind === 'POINTS'
        ? t('luckyDraw.prize.pointsShort', { n: p.amount, count: p.amount })
        : t('luckyDraw.prize.spinsShort', { n: p.amount, count: p.amount });
}
