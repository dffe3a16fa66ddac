import { DateTime } from 'luxon';
import { safeUrl } from '~/lib/safe-url';
import type { Promotion } from '~/platform-client/schemas/promotions';

/** How a promotion's amounts are written: its own currency, in the page's language. */
export type PromotionMoney = { exponent: number; symbol: string; language: string };

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
    money: { exponent: p.currencyExponent, symbol: p.currencySymbol, language } satisfies PromotionMoney,
    progress: p.progress,
    application: p.application
      ? { status: p.application.status, reason: p.application.reason, images: p.application.images, comment: p.application.comment }
      : null,
    eligibility: p.eligibility,
  };
}
export type PromotionCardView = ReturnType<typeof promotionCard>;
