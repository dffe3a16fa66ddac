import { useActionData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { FormNotice } from '~/ui/centre/centre-page';
import { useMoneyText } from '../member-money';
import type { missionsAction } from './missions.server';
import type { rebateAction } from './rebate.server';
import type { rewardCenterAction } from './reward-center.server';

/** Any claim page's action: each answers the amount paid, or the refusal's message. */
type ClaimAction = typeof rewardCenterAction | typeof rebateAction | typeof missionsAction;

/** What the last claim did: the amount paid, or why nothing was paid. */
export function ClaimNotice() {
  const result = useActionData<ClaimAction>();
  const { t } = useTranslation();
  const money = useMoneyText();
  if (!result) return null;
  return result.ok ? (
    <FormNotice tone="success">{t(result.notice, { amount: money(result.amountMinor) })}</FormNotice>
  ) : (
    <FormNotice tone="error">{t(result.errors.form ?? 'errors.generic.message', result.params)}</FormNotice>
  );
}
