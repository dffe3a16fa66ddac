import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { PublicShell } from '~/request/shell';
import { CustomerServiceLink } from './customer-service-link';
import { Icon } from '~/ui/icons';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { useModalOnDemand, useModals } from '~/ui/modal/modal-context';
import { APP_MODAL } from './app-modal-name';
import * as s from './side-bar.css';

/** The apps modal's code arrives when it is first opened. */
const AppDownloadModal = lazyWithMessages('app-download-modal', [], () => import('./app-download-modal'));

/** The right-hand rail on wide screens: customer service, the apps, back to top. */
export function SideBar({ shell }: { shell: PublicShell }) {
  const { t } = useTranslation();
  const modals = useModals();
  const appModalWanted = useModalOnDemand(APP_MODAL, true);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 320);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const support = shell.customerService[0];
  return (
    <>
      <aside className={s.bar} aria-label={t('side.label')}>
        {support ? (
          <CustomerServiceLink type={support.csType} className={`${s.item} ${s.support}`}>
            <Icon name="headset" size={22} />
            {/* The platform's title is one text for every language: the site's own words for the kinds it knows. */}
            <span className={s.label}>{t(`side.service.${support.csType.toUpperCase()}`, { defaultValue: support.title })}</span>
          </CustomerServiceLink>
        ) : null}
        <button type="button" className={s.item} onClick={() => modals.open(APP_MODAL)}>
          <Icon name="phone" size={22} />
          <span className={s.label}>{t('side.app')}</span>
        </button>
        {/* Disabled at the top of the page: there is nowhere to go, and a faded control that still acts would mislead. */}
        <button type="button" className={s.item} disabled={!scrolled} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <Icon name="arrowUp" size={22} />
          <span className={s.label}>{t('side.top')}</span>
        </button>
      </aside>
      {appModalWanted ? <AppDownloadModal appLinks={shell.appLinks} brandName={shell.brand?.name ?? ''} /> : null}
    </>
  );
}
