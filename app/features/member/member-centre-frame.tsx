import { Link, NavLink, Outlet, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '~/lib/money';
import { Icon } from '~/ui/icons';
import * as s from './member-centre.css';
import { MEMBER_PAGES, memberPagePath, type MemberBadges } from './pages';
import { useMemberCentre } from './use-member-centre';

/** `/member/<page>?returnTo=…`: the member centre's own links keep where closing it returns to. */
export function useMemberHref() {
  const centre = useMemberCentre();
  const from = centre?.closeTo;
  return (path: string) => (from && from !== '/index' ? `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(from)}` : path);
}

/**
 * The member centre: a dialog over the site with its menu on the left and the page on the right.
 * Every page has its own URL (deep links, the back button steps back through them); closing (the ✕,
 * Escape) returns to the page it was opened on. Server-rendered it is a fixed panel; with the script
 * it becomes a modal dialog (focus kept inside, the page behind inert). Full screen on phones.
 */
export function MemberCentreFrame() {
  const centre = useMemberCentre();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const href = useMemberHref();
  const closeTo = centre?.closeTo ?? '/index';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // From the server's plain panel to a modal dialog: the top layer, Escape, and an inert page behind.
    if (element.open && !element.matches(':modal')) element.close();
    if (!element.open) element.showModal();
    // Focus starts on the centre's title, so a screen reader announces where the player is.
    element.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    const before = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = before;
    };
  }, []);

  const wallet = centre?.wallet;
  const badges: MemberBadges = centre?.badges ?? { awaitingConfirmation: 0, unreadMessages: 0, claimableRewards: 0, claimableMissions: 0 };
  const shown = { upline: Boolean(centre?.hasUpline), inbox: Boolean(centre?.hasInbox), rewards: Boolean(centre?.offers.rewards), rebate: Boolean(centre?.offers.rebate), vip: Boolean(centre?.offers.vip) };
  const pages = MEMBER_PAGES.filter((page) => !('only' in page) || shown[page.only]);
  return (
    <dialog
      ref={dialog}
      open
      className={s.frame}
      aria-labelledby={titleId}
      data-testid="member-centre"
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo);
      }}
    >
      <div className={s.panel}>
        <header className={s.head}>
          <div className={s.who}>
            <h1 id={titleId} className={s.title} tabIndex={-1}>
              {t('member.title')}
            </h1>
            <span className={s.whoName}>
              {centre?.nickname}
              {centre?.vipLabel ? ` · ${centre.vipLabel}` : ''}
            </span>
          </div>
          {wallet ? (
            <div className={s.balance} data-testid="member-balance">
              <span className={s.balanceLabel}>{t('member.balance')}</span>
              <span className={s.balanceValue}>
                {wallet.symbol} {formatMinor(wallet.totalMinor, wallet.exponent, centre?.language ?? 'EN')}
              </span>
            </div>
          ) : null}
          <Link to={closeTo} className={s.close} aria-label={t('member.close')} title={t('member.close')} data-testid="member-close">
            <Icon name="close" size={18} />
          </Link>
        </header>
        <div className={s.body}>
          <nav className={s.menu} aria-label={t('member.menu')}>
            <ul className={s.menuList}>
              {pages.map((page) => {
                const count = 'badge' in page ? badges[page.badge] : 0;
                const path = memberPagePath(page.key);
                return (
                  <li key={page.key}>
                    <NavLink to={href(path)} className={s.menuLink} aria-current={pathname === path ? 'page' : undefined} prefetch="intent">
                      <Icon name={page.icon} size={18} />
                      {t(`member.pages.${page.key}`)}
                      {count > 0 ? (
                        <span className={s.badge} aria-label={t('member.badge', { count })}>
                          {count}
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section className={s.content}>
            <Outlet />
          </section>
        </div>
      </div>
    </dialog>
  );
}
