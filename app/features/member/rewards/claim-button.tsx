import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { button } from '~/ui/styles.css';
import * as r from './rewards.css';

/**
 * One claim, one action: a plain form (works before the script loads) carrying the page's requestId;
 * while it is on its way the button is disabled, so a double click sends it once.
 */
export function ClaimButton({
  intent,
  id,
  requestId,
  label,
  variant = 'primary',
  testId,
}: {
  intent: string;
  id?: number;
  requestId: string;
  label?: string;
  variant?: 'primary' | 'hero';
  testId?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === String(id));
  return (
    <Form method="post" className={r.claimForm}>
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      <input type="hidden" name="requestId" value={requestId} />
      <button
        type="submit"
        className={variant === 'hero' ? `${button.primary} ${r.heroButton}` : button.primary}
        disabled={busy}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? t('rewards.claiming') : (label ?? t('rewards.claim'))}
      </button>
    </Form>
  );
}
