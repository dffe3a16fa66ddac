import type { SerializeFrom } from '@remix-run/node';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import type { promoDetailAction } from './promo-detail.server';

/** What a join, claim or application said back (the list's actions are the detail page's too): done, or why not. */
export type PromotionResult = SerializeFrom<typeof promoDetailAction>;

/** The last action's words beside the promotion it acted on. */
export function PromotionNotice({ result }: { result: PromotionResult }) {
  const { t } = useTranslation();
  return (
    <p className={result.ok ? u.notice.success : u.notice.error} role={result.ok ? 'status' : 'alert'} data-testid="promotion-notice">
      {t(result.ok ? result.notice : failureKey(result))}
    </p>
  );
}

/** The refusal's message (a promotion form says it above the form). */
export const failureKey = (result: Extract<PromotionResult, { ok: false }>) => result.errors.form ?? 'errors.generic.message';
