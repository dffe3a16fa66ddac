import { useTranslation } from '~/i18n/use-translation';
import { FormNotice } from '~/ui/centre/centre-page';
import { useAccountResult } from './use-account-result';

/** A card's success line, or its form-level refusal (field errors sit under their inputs). */
export function ResultNotice({ intent }: { intent: string }) {
  const { t } = useTranslation();
  const result = useAccountResult(intent);
  if (!result) return null;
  if (result.ok) return result.notice ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null;
  return result.errors.form ? <FormNotice tone="error">{t(result.errors.form, result.params)}</FormNotice> : null;
}
