import { Link, NavLink, Outlet, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '~/lib/money';
import { Icon } from '~/ui/icons';
import * as s from '../member/member-centre.css';
import { agentPagePath, visibleAgentPages } from './pages';
import { useAgentCentre } from './use-agent-centre';

/** `/agent/<page>?returnTo=…`: the centre's own links keep where closing it returns to. */
export function useAgentHref() {
  const from = useAgentCentre()?.closeTo;
  return (path: string) => (from && from !== '/index' ? `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(from)}` : path);
}

/**
 * The agent centre: a dialog titled "Agent" over the site, menu on the left and the page on the right,
 * like the member centre. Every page has its own URL; closing (✕, Escape) returns to where it was opened.
 * Server-rendered it is a fixed panel; with the script a modal dialog (focus kept inside, page behind
 * inert). Full screen on phones.
 */
export function AgentCentreFrame() {
  const centre = useAgentCentre();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const href = useAgentHref();
  const closeTo = centre?.closeTo ?? '/index';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open && !element.matches(':modal')) element.close();
    if (!element.open) element.showModal();
    // Focus starts on the title, so a screen reader announces where the agent is.
    element.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    const before = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = before;
    };
  }, []);

  const wallet = centre?.wallet;
  return (
    <dialog
      ref={dialog}
      open
      className={s.frame}
      aria-labelledby={titleId}
      data-testid="agent-centre"
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo);
      }}
    >
      <div className={s.panel}>
        <header className={s.head}>
          <div className={s.who}>
            <h1 id={titleId} className={s.title} tabIndex={-1}>
              {t('agent.title')}
            </h1>
            <span className={s.whoName}>{centre?.nickname}</span>
          </div>
          {wallet ? (
            <div className={s.balance} data-testid="agent-balance">
              <span className={s.balanceLabel}>{t('member.balance')}</span>
              <span className={s.balanceValue}>
                {wallet.symbol} {formatMinor(wallet.totalMinor, wallet.exponent, centre?.language ?? 'EN')}
              </span>
            </div>
          ) : null}
          <Link to={closeTo} className={s.close} aria-label={t('agent.close')} title={t('agent.close')} data-testid="agent-close">
            <Icon name="close" size={18} />
          </Link>
        </header>
        <div className={s.body}>
          <nav className={s.menu} aria-label={t('agent.menu')}>
            <ul className={s.menuList}>
              {visibleAgentPages(centre?.flags ?? {}).map((page) => {
                const path = agentPagePath(page.key);
                return (
                  <li key={page.key}>
                    <NavLink to={href(path)} className={s.menuLink} aria-current={pathname === path ? 'page' : undefined} prefetch="intent">
                      <Icon name={page.icon} size={18} />
                      {t(`agent.pages.${page.key}`)}
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
