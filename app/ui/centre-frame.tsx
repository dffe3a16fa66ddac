import { Link, NavLink, Outlet, useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as s from './centre-frame.css';
import { Icon, type IconName } from './icons';
import { SectionUnavailable } from './section-unavailable';
import { useFocusableWhileScrolling } from './scroll-region';

export type CentreMenuItem = { key: string; path: string; label: string; icon: IconName; count?: number };

/** A centre's own link that keeps where closing the centre returns to (`returnTo`). */
export function withReturnTo(path: string, from: string | null | undefined): string {
  return from && from !== '/index' ? `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(from)}` : path;
}

/**
 * A centre (member, agent): a dialog over the site with its menu on the left and the page (the route's
 * outlet) on the right. Every page has its own URL (deep links, the back button steps back through
 * them); closing (the ✕, Escape) returns to `closeTo`. Server-rendered it is a fixed panel; with the
 * script it becomes a modal dialog (focus kept inside, the page behind inert). Full screen on phones.
 */
export function CentreFrame(props: {
  /** Test ids: `<id>-centre`, `<id>-balance`, `<id>-close`. */
  id: string;
  title: string;
  who: ReactNode;
  balance: { label: string; value: string } | null;
  closeTo: string;
  closeLabel: string;
  menuLabel: string;
  badgeLabel: (count: number) => string;
  items: readonly CentreMenuItem[];
  /** Said above the page when the platform is not answering (what the frame and page show may be from earlier). */
  notice?: string | null;
}) {
  const { id, closeTo } = props;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The page area scrolls inside the frame: keyboard users reach it to scroll it.
  const [content, contentTabIndex] = useFocusableWhileScrolling<HTMLElement>();
  const titleId = useId();

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

  return (
    <dialog
      ref={dialog}
      open
      className={s.frame}
      aria-labelledby={titleId}
      data-testid={`${id}-centre`}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo);
      }}
    >
      <div className={s.panel}>
        <header className={s.head}>
          <div className={s.who}>
            <h1 id={titleId} className={s.title} tabIndex={-1}>
              {props.title}
            </h1>
            <span className={s.whoName}>{props.who}</span>
          </div>
          {props.balance ? (
            <div className={s.balance} data-testid={`${id}-balance`}>
              <span className={s.balanceLabel}>{props.balance.label}</span>
              <span className={s.balanceValue}>{props.balance.value}</span>
            </div>
          ) : null}
          <Link to={closeTo} className={s.close} aria-label={props.closeLabel} title={props.closeLabel} data-testid={`${id}-close`}>
            <Icon name="close" size={18} />
          </Link>
        </header>
        <div className={s.body}>
          <nav className={s.menu} aria-label={props.menuLabel}>
            <ul className={s.menuList}>
              {props.items.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={withReturnTo(item.path, closeTo)}
                    className={s.menuLink}
                    aria-current={pathname === item.path ? 'page' : undefined}
                    prefetch="intent"
                  >
                    <Icon name={item.icon} size={18} />
                    {item.label}
                    {item.count && item.count > 0 ? (
                      <span className={s.badge} aria-label={props.badgeLabel(item.count)}>
                        {item.count}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className={s.content} ref={content} tabIndex={contentTabIndex}>
            {props.notice ? <SectionUnavailable testId={`${id}-platform-away`} message={props.notice} /> : null}
            <Outlet />
          </section>
        </div>
      </div>
    </dialog>
  );
}
