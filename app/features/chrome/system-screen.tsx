import { useTranslation } from '~/i18n/use-translation';
import type { SystemReason } from '~/request/root-data';
import type { PublicShell } from '~/request/shell';
import * as s from './system-screen.css';

/** Full-page screens for maintenance (503), region block (451) and an unreachable platform (503). */
export function SystemScreen({ reason, shell }: { reason: SystemReason; shell: PublicShell }) {
  const { t } = useTranslation();
  const hasSupport = shell.customerService.length > 0;
  return (
    <main className={s.screen} data-testid={`system-${reason}`}>
      <div className={s.panel}>
        {shell.brand ? <img src={shell.brand.logoUrl} alt={shell.brand.name} className={s.logo} width={200} height={48} /> : null}
        <div className={s.icon} aria-hidden="true">
          {reason === 'region' ? '⛔' : reason === 'maintenance' ? '🛠' : '⚡'}
        </div>
        <h1 className={s.title}>{t(`system.${reason}.title`)}</h1>
        <p className={s.message}>{reason === 'maintenance' && shell.maintenanceMessage ? shell.maintenanceMessage : t(`system.${reason}.message`)}</p>
        {reason === 'region' && shell.visitorIp ? <p className={s.ip}>{t('system.region.ip', { ip: shell.visitorIp })}</p> : null}
        <div className={s.actions}>
          {hasSupport ? (
            <a
              className={s.primary}
              href="/resources/customer-service"
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                // Customer service opens in a 440×750 popup; a blocked popup falls back to the tab.
                if (window.open('/resources/customer-service', 'customer-service', 'popup,width=440,height=750')) event.preventDefault();
              }}
            >
              {t('system.contactSupport')}
            </a>
          ) : null}
          {reason === 'unavailable' ? (
            <a className={s.secondary} href="">
              {t('system.retry')}
            </a>
          ) : null}
        </div>
      </div>
    </main>
  );
}
