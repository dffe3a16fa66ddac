import { useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '~/ui/centre/centre-page';
import { useMoneyText } from '../member-money';
import type { ClaimResult } from './claim-errors';

/** What the last claim did: the amount paid, or why nothing was paid. */
export function ClaimNotice() {
  const result = useActionData<ClaimResult>();
  const { t } = useTranslation();
  const money = useMoneyText();
  if (!result) return null;
  return result.ok ? (
    <FormNotice tone="success">{t(result.notice, { amount: money(result.amountMinor) })}</FormNotice>
  ) : (
    <FormNotice tone="error">{t(result.error)}</FormNotice>
  );
}
