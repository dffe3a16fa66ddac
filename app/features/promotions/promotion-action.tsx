import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { usePlatformOffers } from '~/request/root-data';
import { button } from '~/ui/styles.css';
import type { PromotionCardView } from './promotion-view.server';
import * as s from './promotions.css';

export type Viewer = { signedIn: boolean; member: boolean; trial: boolean; requestId: string; loginTo: string };

/**
 * What the player can do with a promotion now: join or claim (a plain form with the page's requestId,
 * disabled while it is on its way), apply (the detail page's form), log in first (guests, who still see
 * what they would get), or nothing. Not eligible: the button stays, disabled, with the reason beside it.
 */
export function PromotionAction({ promotion, viewer, applyHref }: { promotion: PromotionCardView; viewer: Viewer; applyHref?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const offers = usePlatformOffers();
  const next = promotion.nextAction;
  if (!next) return null;
  // Joining and claiming are extensions, and applying is done on the detail page: where the brand's platform lacks
  // them the promotion shows without the action (not even "log in to join" for a guest).
  if (!offers(next === 'APPLY' ? 'promotionDetail' : 'promotionActions')) return null;
  const label = t(`promotions.actions.${next.toLowerCase()}`);
  if (!viewer.member) {
    if (viewer.trial) return <p className={s.note}>{t('promotions.realAccountOnly')}</p>;
    // Signed in, but the player's own statuses could not be read: no action until they can.
    if (viewer.signedIn) return null;
    return (
      <Link to={viewer.loginTo} className={button.primary} data-testid={`login-to-${promotion.id}`}>
        {t('promotions.actions.loginTo', { action: label })}
      </Link>
    );
  }
  if (promotion.eligible === false) {
    return (
      <button type="button" className={button.outline} disabled aria-describedby={`ineligible-${promotion.id}`}>
        {label}
        <span id={`ineligible-${promotion.id}`} className={s.note}>
          {' '}
          · {t('promotions.notEligible')}
        </span>
      </button>
    );
  }
  if (next === 'APPLY') {
    return applyHref ? (
      <Link to={applyHref} className={button.primary} data-testid={`apply-${promotion.id}`}>
        {promotion.status === 'REJECTED' ? t('promotions.actions.applyAgain') : label}
      </Link>
    ) : null;
  }
  const intent = next === 'JOIN' ? 'join' : 'claim';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(promotion.id) && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" className={s.inlineForm} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={promotion.id} />
      <input type="hidden" name="requestId" value={viewer.requestId} />
      <button type="submit" className={button.primary} disabled={busy} aria-busy={busy} data-testid={`${intent}-${promotion.id}`}>
        {busy ? t('promotions.actions.sending') : label}
      </button>
    </Form>
  );
}
