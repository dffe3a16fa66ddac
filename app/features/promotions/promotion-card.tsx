import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { usePlatformOffers } from '~/request/root-data';
import { Amount } from '~/ui/centre/money';
import { PromotionAction, type Viewer } from './promotion-action';
import { PromotionNotice, type PromotionResult } from './promotion-notice';
import { Period, Prize, ProgressBar } from './promotion-facts';
import type { PromotionCardView } from './promotion-view.server';
import * as s from './promotions.css';
import { StatusBadge } from './status-badge';

/** One promotion: image, category, status, title, period, prize, progress, the action, and what the last action on it said. */
export function PromotionCard({
  promotion,
  viewer,
  result,
  eager,
}: {
  promotion: PromotionCardView;
  viewer: Viewer;
  result: PromotionResult | null;
  eager: boolean;
}) {
  const { t } = useTranslation();
  // Without the detail page on the brand's platform, the card is the whole promotion.
  const href = usePlatformOffers()('promotionDetail') ? `/promoDetail?id=${promotion.id}` : null;
  return (
    <li className={s.card} id={String(promotion.id)} data-testid="promotion-card" data-promotion-id={promotion.id} data-status={promotion.status}>
      <div className={s.media}>
        {promotion.image ? <img src={promotion.image} alt="" className={s.image} width={1920} height={560} loading={eager ? 'eager' : 'lazy'} /> : null}
        <span className={s.badgeSpot}>
          <StatusBadge status={promotion.status} />
        </span>
      </div>
      <div className={s.body}>
        <p className={s.eyebrow}>{t(`promotions.categories.${promotion.category}`, { defaultValue: t('promotions.categories.other_promo') })}</p>
        <h2 className={s.title}>{href ? <Link to={href}>{promotion.title}</Link> : promotion.title}</h2>
        <p className={s.meta}>
          <Period promotion={promotion} />
        </p>
        <Prize promotion={promotion} />
        <div>
          {promotion.progress ? (
            <ProgressBar
              label={t('promotions.target')}
              doneMinor={promotion.progress.doneMinor}
              requiredMinor={promotion.progress.requiredMinor}
              money={promotion.money}
            />
          ) : promotion.targetMinor > 0 && promotion.status === 'JOIN' ? (
            <p className={s.note}>
              {t('promotions.targetRule')}{' '}
              <strong>
                <Amount minor={promotion.targetMinor} format={promotion.money} />
              </strong>
            </p>
          ) : null}
          {promotion.status === 'REJECTED' && promotion.application?.reason ? (
            <p className={s.note}>{t('promotions.rejectedBecause', { reason: promotion.application.reason })}</p>
          ) : null}
        </div>
        {result && result.id === promotion.id ? <PromotionNotice result={result} /> : null}
        <div className={s.footer}>
          {href ? (
            <Link to={href} className={s.detailsLink}>
              {t('promotions.details')}
            </Link>
          ) : null}
          <PromotionAction promotion={promotion} viewer={viewer} applyHref={href ? `${href}#apply` : undefined} />
        </div>
      </div>
    </li>
  );
}
