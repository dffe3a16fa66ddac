import { Link, useLocation } from '@remix-run/react';
import { memberHref } from '~/features/member/pages';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { Viewer } from '~/request/root-data';
import { Modal, useModals } from '~/ui/modal';
import { useBalance, useBalancePolling } from '~/features/accounts/use-balance';
import { usePublicStateRefresh } from '~/features/member/use-public-state';
import { usePlatformOffers, useShell } from '~/request/root-data';
import { Icon } from '~/ui/icons';
import { visuallyHidden } from '~/ui/styles.css';
import { useDetailsDismiss } from '~/ui/use-details-dismiss';
import { useFoldOnNavigation } from '~/ui/use-fold-on-navigation';
import * as s from './user-menu.css';
import { HeaderMoney, MenuMoney, type HeaderBalance } from './header-money';
import { ViewerAvatar } from '~/ui/viewer-avatar';

/** The signed-in header: avatar, nickname, VIP label, balance on demand, and the account menu. */
export default function UserMenu({ viewer, language, hasVip }: { viewer: Viewer; language: string; hasVip: boolean }) {
  const { t } = useTranslation();
  const balance = useBalance(language);
  const [shown, setShown] = useState(false);
  const modals = useModals();
  // Trial accounts can't move real money: with JavaScript they get the warning here, without it the page says so.
  const guardMoney = (event: MouseEvent) => {
    if (!viewer.isTrial) return;
    event.preventDefault();
    modals.open('trial-warning');
  };
  const { loading, amount } = balance;
  useBalancePolling(balance.load, shown);
  const location = useLocation();
  const here = location.pathname + location.search;
  usePublicStateRefresh(viewer);
  const shell = useShell();
  const shellFeatures = shell?.features;
  const offers = usePlatformOffers();
  // A brand without a member centre has none of its pages to link: no cashier, inbox or records.
  const memberCentre = shellFeatures?.memberCentre !== false;
  const hasInbox = Boolean(shell?.links.inbox) && !viewer.isTrial && memberCentre;
  const hasLuckyDraw = Boolean(shell?.links.luckyDraw);
  const unread = viewer.unreadMessages;

  const money: HeaderBalance = {
    shown,
    loading,
    amount,
    reveal: () => {
      if (!shown) setShown(true);
      balance.load();
    },
    hide: () => setShown(false),
  };
  const menu = useDetailsDismiss();
  useFoldOnNavigation(menu);

  return (
    <div className={s.wrap}>
      <HeaderMoney balance={money} guard={guardMoney} cashier={memberCentre} />
      {hasInbox ? (
        <Link
          to={memberHref('messageV2', here)}
          className={s.inbox}
          aria-label={unread > 0 ? t('inbox.header.unread', { count: unread }) : t('inbox.header.open')}
          title={t('member.pages.messageV2')}
          data-testid="header-inbox"
        >
          <Icon name="bell" size={20} />
          {unread > 0 ? (
            <span className={s.inboxBadge} data-testid="header-inbox-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Link>
      ) : null}
      <details className={s.menu} ref={menu}>
        <summary className={s.summary} data-testid="account-menu">
          {/* Named by its visible text (the nickname) after this, so the name says what it holds and matches what shows. */}
          <span className={visuallyHidden}>{t('header.account')}</span>
          <ViewerAvatar url={viewer.avatarUrl} size={32} className={s.avatar} />
          <span className={s.who}>
            <span className={s.nickname} data-testid="header-nickname">
              {viewer.nickname}
            </span>
            {viewer.isTrial ? (
              <span className={s.trial}>{t('header.trialAccount')}</span>
            ) : viewer.vipLabel ? (
              <span className={s.vip} data-testid="header-vip">
                {viewer.vipLabel}
              </span>
            ) : null}
          </span>
        </summary>
        <div className={s.list}>
          {memberCentre ? <MenuMoney balance={money} guard={guardMoney} /> : null}
          <ul className={s.items}>
            {memberCentre ? (
              <li>
                <Link to={memberHref(null, here)} className={s.item} data-testid="menu-member-centre">
                  {t('header.memberCentre')}
                </Link>
              </li>
            ) : null}
            {hasInbox ? (
              <li>
                <Link to={memberHref('messageV2', here)} className={s.item}>
                  {t('member.pages.messageV2')}
                  {unread > 0 ? <span className={s.itemBadge}>{unread > 99 ? '99+' : unread}</span> : null}
                </Link>
              </li>
            ) : null}
            {/* hasVip off: the brand has no VIP programme, so no VIP page to link. */}
            {hasVip && viewer.vipLabel ? (
              <li>
                <Link to="/vip" className={s.item}>
                  {t('header.vipLevel')}
                </Link>
              </li>
            ) : null}
            {viewer.isAgent ? (
              <li>
                <Link to="/agent" className={s.item}>
                  {t('header.agentCentre')}
                </Link>
              </li>
            ) : null}
            {hasLuckyDraw ? (
              <li>
                <Link to="/lucky-draw" className={s.item} data-testid="menu-lucky-draw">
                  {t('luckyDraw.menu')}
                </Link>
              </li>
            ) : null}
            {memberCentre ? (
              <>
                {offers('betRecords') ? (
                  <li>
                    <Link to={memberHref('personalHistoryCopy', here)} className={s.item}>
                      {t('header.bettingRecord')}
                    </Link>
                  </li>
                ) : null}
                {offers('transactionHistory') ? (
                  <li>
                    <Link to={memberHref('transactionHistory', here)} className={s.item}>
                      {t('header.accountRecord')}
                    </Link>
                  </li>
                ) : null}
              </>
            ) : null}
            <li>
              <Link
                to="/logout"
                className={s.item}
                onClick={(event) => {
                  event.preventDefault();
                  modals.open('logout');
                }}
              >
                {t('auth.logout')}
              </Link>
            </li>
          </ul>
        </div>
      </details>
      <Modal name="trial-warning" title={t('errors.trial.title')} width={440}>
        <p className={s.dialogText}>{t('errors.trial.message')}</p>
        <div className={s.dialogActions}>
          <button type="button" className={s.secondary} onClick={() => modals.close('trial-warning')}>
            {t('auth.cancel')}
          </button>
          <Link to="/register" className={s.primary} onClick={() => modals.close('trial-warning')}>
            {t('errors.trial.action')}
          </Link>
        </div>
      </Modal>
      <Modal name="logout" title={t('auth.logoutConfirmTitle')} width={420}>
        <p className={s.dialogText}>{t('auth.logoutConfirm')}</p>
        <form method="post" action="/logout">
          <label className={s.dialogCheck}>
            <input type="checkbox" name="everywhere" /> {t('auth.logoutEverywhere')}
          </label>
          <div className={s.dialogActions}>
            <button type="button" className={s.secondary} onClick={() => modals.close('logout')}>
              {t('auth.cancel')}
            </button>
            <button type="submit" className={s.primary}>
              {t('auth.confirm')}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
