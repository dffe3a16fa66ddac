import { DateTime } from 'luxon';
import { intlLocale } from '~/i18n/languages';
import { amountShapeOf } from '~/lib/amount-shape.server';
import { safeUrl } from '~/lib/safe-url';
import type { Promotion } from '~/platform-client/schemas/promotions';
import type { MoneyFormat } from '~/ui/centre/money';

/** How a promotion's amounts are written: its own currency, in the page's language and its shape (no Intl in the browser). */
export type PromotionMoney = MoneyFormat;

/** A promotion as a card shows it: dates in the brand's zone, the image only through the URL allow-list. */
export function promotionCard(p: Promotion, zone: string, language: string) {
  const day = (ms: number | null) => (ms === null ? null : DateTime.fromMillis(ms, { zone }).toFormat('yyyy-MM-dd'));
  return {
    id: p.id,
    title: p.title,
    category: p.category,
    image: safeUrl(p.imageUrl, { paths: true, field: 'promotion.imageUrl' }),
    starts: day(p.startDate)!,
    ends: day(p.endDate),
    action: p.action,
    status: p.status,
    nextAction: p.nextAction,
    eligible: p.eligible,
    bonusMinor: p.bonusMinor,
    turnoverMultiplier: p.turnoverMultiplier,
    targetMinor: p.targetValidBetMinor,
    money: { exponent: p.currencyExponent, symbol: p.currencySymbol, language, shape: amountShapeOf(intlLocale(language)) } satisfies PromotionMoney,
    progress: p.progress,
    application: p.application
      ? { status: p.application.status, reason: p.application.reason, images: p.application.images, comment: p.application.comment }
      : null,
    eligibility: p.eligibility,
  };
}
export type PromotionCardView = ReturnType<typeof promotionCard>;
