import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { CUSTOMER_SERVICE_CHANNEL as CHANNEL } from './customer-service-channel';
import * as s from './notice-banner.css';

/**
 * A failed customer-service popup closes itself; this says why on the page the player is looking at.
 * The popup has no opener handle (it may end on a third-party chat), so a same-origin broadcast carries it.
 */
export function CustomerServiceAlert() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ error?: unknown }>) => {
      if (typeof event.data?.error === 'string') setMessage(event.data.error.slice(0, 300));
    };
    return () => channel.close();
  }, []);
  if (!message) return null;
  return (
    <div className={s.banner} role="alert" data-testid="customer-service-alert">
      <span>{message}</span>
      <button type="button" className={s.close} onClick={() => setMessage(null)} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
}
