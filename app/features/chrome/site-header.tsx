import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useImageCdn } from '~/request/image-cdn';
import { gameHref } from '~/features/games/game-href';
import type { PublicShell } from '~/request/shell';
import { useSiteVendors } from './site-vendors';
import type { Viewer } from '~/request/root-data';
import { LanguageSwitcher, ThemeToggle } from './preference-controls';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { HeaderClock } from './header-clock';
import { HeaderLogin } from './header-login';
import { CustomerServiceLink } from './customer-service-link';
import { Icon } from '~/ui/icons';
import { button, visuallyHidden } from '~/ui/styles.css';
import * as s from './site-header.css';
import { itemBadge } from './user-menu.css';

const NAV_HIDDEN_KEY = 'wl.headerNavHidden';
/** Where the home page's app section lives (built with id="download"). */
const DOWNLOAD_SECTION = '/index#download';

/** The promotions the signed-in player can still take, beside the nav's Promotions (read as part of the link's name). */
function PromoCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={`${itemBadge} ${s.promoCount}`} data-testid="nav-promo-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={visuallyHidden}>{t('nav.promoCount.available', { count })}</span>
    </span>
  );
}

/** A panel's vendor grid arrives with its vendors, the first time a panel opens. */
function VendorsLoading() {
  const { t } = useTranslation();
  return (
    <p className={s.panelLoading} role="status">
      {t('header.loadingVendors')}
    </p>
  );
}
const VendorPanel = lazyWithMessages('vendor-panel', [], () => import('./vendor-panel'), <VendorsLoading />);

/** Only a signed-in player has the menu, so a guest's first visit does not download it. */
const UserMenu = lazyWithMessages('user-menu', ['inbox', 'member', 'luckyDraw'], () => import('./user-menu'));

/** `gamePage`: a game fills the page below, and the player may fold the nav away. */
export function SiteHeader({ shell, viewer, gamePage }: { shell: PublicShell; viewer: Viewer | null; gamePage: boolean }) {
  const { t } = useTranslation();
  const brand = shell.brand!;
  const [navHidden, setNavHidden] = useNavHidden();
  const navList = useFadeWhenScrollable<HTMLUListElement>();
  const facebook = brand.facebookUrl ?? shell.socials.find((l) => l.type === 'FACEBOOK')?.url ?? null;
  return (
    <header className={s.header}>
      <div className={s.strip}>
        <div className={s.stripInner}>
          <ul className={s.stripLinks} aria-label={t('header.quickLinks')}>
            <li>
              <CustomerServiceLink className={s.stripLink}>
                <Icon name="headset" size={15} />
                {t('header.customerService')}
              </CustomerServiceLink>
            </li>
            <li>
              <Link to={DOWNLOAD_SECTION} className={s.stripLink}>
                <Icon name="apple" size={15} />
                <span className={s.stripText}>{t('header.iosApp')}</span>
              </Link>
            </li>
            <li>
              <Link to={DOWNLOAD_SECTION} className={s.stripLink}>
                <Icon name="android" size={15} />
                <span className={s.stripText}>{t('header.androidApp')}</span>
              </Link>
            </li>
          </ul>
          <ul className={s.picks} aria-label={t('header.recommended')}>
            <RecommendedGames games={shell.recommendedGames} where="strip" />
          </ul>
          <div className={s.stripEnd}>
            <HeaderClock />
            {/* On phones the language (a player's: the balance and Deposit need its room below) and the mode switch live up here. */}
            {viewer ? (
              <span className={s.stripLanguage}>
                <LanguageSwitcher language={shell.language} languages={shell.languages} />
              </span>
            ) : null}
            <span className={s.stripTheme}>
              <ThemeToggle mode={shell.mode} />
            </span>
            {gamePage ? (
              <button type="button" className={s.navToggle} aria-pressed={navHidden} onClick={() => setNavHidden(!navHidden)}>
                <Icon name={navHidden ? 'eye' : 'eyeOff'} size={15} />
                {t('header.hideNav')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <div className={s.topBar}>
        <Link to="/index" className={s.logoLink} aria-label={t('header.home', { brand: brand.name })}>
          <img src={brand.logoUrl} alt={brand.name} className={s.logo} width={200} height={48} />
        </Link>
        <div className={s.tools}>
          <span className={s.barTheme}>
            <ThemeToggle mode={shell.mode} />
          </span>
          <span className={viewer ? s.barLanguage : s.inline}>
            <LanguageSwitcher language={shell.language} languages={shell.languages} />
          </span>
          {viewer ? (
            <UserMenu viewer={viewer} language={shell.language} hasVip={shell.links.vip} />
          ) : (
            <>
              <HeaderLogin />
              <Link to="/login" className={`${button.ghost} ${s.compact} ${s.phoneOnly}`}>
                {t('header.login')}
              </Link>
              {shell.features?.directRegistration ? (
                <Link to="/register" className={`${button.primary} ${s.compact}`}>
                  {t('header.register')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
      <nav className={s.nav} aria-label={t('header.mainNav')} hidden={gamePage && navHidden} data-testid="header-nav">
        <ul className={s.navList} ref={navList}>
          <li className={s.entry}>
            <NavLink to="/index" className={s.navLink}>
              <Icon name="home" size={16} className={s.navIcon} />
              {t('nav.home')}
            </NavLink>
          </li>
          {shell.categories.map((category) => (
            <CategoryEntry key={category.key} category={category} label={t(`nav.${category.key}`)} />
          ))}
          <li className={s.entry}>
            <NavLink to="/down" className={s.navLink}>
              <Icon name="download" size={16} className={s.navIcon} />
              {t('nav.download')}
            </NavLink>
          </li>
          {shell.links.promotions ? (
            <li className={s.entry}>
              <NavLink to="/promotions" className={s.navLink}>
                <Icon name="gift" size={16} className={s.navIcon} />
                {t('nav.promotions')}
                <PromoCount count={viewer?.availablePromos ?? 0} />
              </NavLink>
            </li>
          ) : null}
          {facebook ? (
            <li className={s.entry}>
              <a
                href={facebook}
                target="_blank"
                rel="noopener noreferrer"
                className={`${s.navLink} ${s.facebook}`}
                aria-label={t('footer.social.FACEBOOK')}
                title={t('footer.social.FACEBOOK')}
              >
                <Icon name="facebook" size={17} />
              </a>
            </li>
          ) : null}
          <RecommendedGames games={shell.recommendedGames} where="nav" />
        </ul>
      </nav>
    </header>
  );
}

/**
 * The header's three hot slots. Wide screens show them in the top strip, where there is room; narrower
 * ones at the end of the swipeable nav. Each copy is hidden by CSS at the other size.
 */
function RecommendedGames({ games, where }: { games: PublicShell['recommendedGames']; where: 'strip' | 'nav' }) {
  const image = useImageCdn();
  return (
    <>
      {games.map((game) => (
        <li key={game.nodeId} className={where === 'strip' ? s.pick : `${s.entry} ${s.navPick}`}>
          <Link
            to={gameHref({ nodeId: game.nodeId, vendor: game.vassalage })}
            className={where === 'strip' ? s.pickLink : `${s.navLink} ${s.game}`}
            title={game.gameName}
            prefetch="none"
          >
            <img src={image(game.showIcon) ?? '/game-default.svg'} alt="" width={24} height={24} className={s.gameIcon} />
            <span className={s.gameName}>{game.gameName}</span>
          </Link>
        </li>
      ))}
    </>
  );
}

/** Marks a sideways-scrolling list that has more to its right, so CSS can fade its edge. */
function useFadeWhenScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      // scrollLeft is 0 or negative right to left: the distance scrolled is its size either way.
      el.dataset.more = el.scrollWidth - Math.abs(el.scrollLeft) - el.clientWidth > 2 ? 'true' : 'false';
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);
  return ref;
}

/** The player's choice lasts the browser tab (sessionStorage), read after mount so SSR stays plain. */
function useNavHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    try {
      setHidden(window.sessionStorage.getItem(NAV_HIDDEN_KEY) === '1');
    } catch {
      // Storage can be blocked (privacy modes); the nav then simply shows.
    }
  }, []);
  const update = (next: boolean) => {
    setHidden(next);
    try {
      window.sessionStorage.setItem(NAV_HIDDEN_KEY, next ? '1' : '0');
    } catch {
      // Not remembered, still toggled.
    }
  };
  return [hidden, update];
}

/** A category with its vendor panel: opens on hover and from its button (click, Enter, ArrowDown). */
function CategoryEntry({ category, label }: { category: PublicShell['categories'][number]; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel's vendors are fetched and drawn the first time it opens (or its entry takes focus), not
  // with every page: a closed panel is hidden, and without JavaScript the category link leads to the same vendors.
  const [filled, setFilled] = useState(false);
  if (open && !filled) setFilled(true);
  const vendors = useSiteVendors(filled)?.find((c) => c.key === category.key)?.vendors ?? null;
  // ArrowDown before the vendors arrived: the first one takes focus when they do.
  const focusOnArrival = useRef(false);
  const closeTimer = useRef<number>();
  const hoveredAt = useRef(0);
  const entry = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A click on a vendor navigates: the panel folds away.
  useEffect(() => setOpen(false), [pathname, search]);
  // The panel's vendors are on screen: an ArrowDown that came before them focuses the first.
  const onPanelShown = () => {
    if (!focusOnArrival.current) return;
    focusOnArrival.current = false;
    requestAnimationFrame(() => focusVendor(0));
  };

  const openNow = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const onHover = () => {
    if (!open) hoveredAt.current = Date.now();
    openNow();
  };
  // The pointer reaches the button through the entry, which already opened the panel: that click keeps it open.
  const onToggle = () => {
    if (!open) openNow();
    else if (Date.now() - hoveredAt.current > 600) setOpen(false);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const focusVendor = (index: number) => {
    const items = entry.current?.querySelectorAll<HTMLElement>('[data-vendor-link]');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    const inPanel = (event.target as HTMLElement).hasAttribute('data-vendor-link');
    if (event.key === 'ArrowDown' && (event.target === toggle.current || inPanel)) {
      event.preventDefault();
      if (!open) setOpen(true);
      const items = [...(entry.current?.querySelectorAll<HTMLElement>('[data-vendor-link]') ?? [])];
      if (!items.length) {
        focusOnArrival.current = true;
        return;
      }
      // Wait a frame when the panel is only now appearing.
      requestAnimationFrame(() => focusVendor(inPanel ? items.indexOf(event.target as HTMLElement) + 1 : 0));
    } else if (event.key === 'ArrowUp' && inPanel) {
      event.preventDefault();
      const items = [...(entry.current?.querySelectorAll<HTMLElement>('[data-vendor-link]') ?? [])];
      const at = items.indexOf(event.target as HTMLElement);
      if (at === 0) toggle.current?.focus();
      else focusVendor(at - 1);
    }
  };

  return (
    <li
      ref={entry}
      className={s.entry}
      data-open={open || undefined}
      onMouseEnter={onHover}
      onMouseLeave={closeSoon}
      onBlur={(event) => {
        if (!entry.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => setFilled(true)}
    >
      <span className={s.split}>
        <NavLink to={category.path} className={s.navLink}>
          {label}
        </NavLink>
        <button
          ref={toggle}
          type="button"
          className={s.caret}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('header.vendorsOf', { category: label })}
          onClick={onToggle}
        >
          <Icon name="chevronDown" size={14} />
        </button>
      </span>
      <div id={panelId} className={s.panel} hidden={!open} role="region" aria-label={t('header.vendorsOf', { category: label })}>
        {filled ? vendors ? <VendorPanel category={category.key} path={category.path} vendors={vendors} onShown={onPanelShown} /> : <VendorsLoading /> : null}
      </div>
    </li>
  );
}
