import { useTranslation } from '~/i18n/use-translation';
import { Amount } from '~/ui/centre/money';
import * as u from '~/ui/centre/centre.css';
import type { PromotionCardView } from './promotion-view.server';
import * as s from './promotions.css';

/** "1 Nov – 30 Nov" or "from 1 Nov": the period in the brand's calendar. */
export function Period({ promotion }: { promotion: PromotionCardView }) {
  const { t } = useTranslation();
  return (
    <span>{promotion.ends ? t('promotions.period', { from: promotion.starts, to: promotion.ends }) : t('promotions.from', { from: promotion.starts })}</span>
  );
}

/** The prize and the wagering it asks. */
export function Prize({ promotion }: { promotion: PromotionCardView }) {
  const { t } = useTranslation();
  if (promotion.bonusMinor <= 0) return <p className={s.reward}>{t('promotions.noPrize')}</p>;
  return (
    <p className={s.reward}>
      <span>{t('promotions.bonus')}</span>
      <span className={s.rewardAmount}>
        <Amount minor={promotion.bonusMinor} format={promotion.money} />
      </span>
      <span>{promotion.turnoverMultiplier ? t('promotions.turnover', { times: promotion.turnoverMultiplier }) : t('promotions.noTurnover')}</span>
    </p>
  );
}

/** A bar from 0 to a target, with the numbers beside it. */
export function ProgressBar({
  label,
  doneMinor,
  requiredMinor,
  money,
}: {
  label: string;
  doneMinor: number;
  requiredMinor: number;
  money: PromotionCardView['money'];
}) {
  const share = requiredMinor > 0 ? Math.min(100, (doneMinor / requiredMinor) * 100) : 100;
  return (
    <div className={s.progressRow}>
      <span>{label}</span>
      <div className={u.progress} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share)}>
        <div className={u.progressBar} style={{ width: `${share}%` }} />
      </div>
      <span>
        <Amount minor={doneMinor} format={money} /> / <Amount minor={requiredMinor} format={money} />
      </span>
    </div>
  );
}
