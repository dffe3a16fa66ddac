import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import * as r from './rewards.css';

/**
 * The share link as a read-only input (selectable and copyable without the script) and a copy button
 * that the script makes work; the result is announced to screen readers.
 */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor="referral-link" style={{ fontSize: 13, fontWeight: 700 }}>
        {t('referral.link')}
      </label>
      <div className={r.linkRow}>
        <input id="referral-link" className={r.linkInput} value={link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="referral-link" />
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => setState('copied'),
              () => setState('failed'),
            );
          }}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} /> {state === 'copied' ? t('referral.copied') : t('referral.copy')}
        </button>
      </div>
      <span role="status" style={{ fontSize: 13 }}>
        {state === 'failed' ? t('referral.copyFailed') : ''}
      </span>
    </div>
  );
}
