import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { PublicShell } from '~/request/shell';
import type { Viewer } from '~/request/root-data';
import { CustomerServiceLink } from './customer-service-link';
import { Icon } from '~/ui/icons';
import { VendorCarousel } from './vendor-carousel';
import * as s from './site-footer.css';
import { loginHref } from '~/lib/login-href';

/** Help-centre sections, by the tag the help page anchors them with. */
const HELP_TOPICS = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term'] as const;

/** The blog (BLOG3) and the hot matches (where the brand has the sportsbook they link to); no column when neither exists. */
function ReadAndWatch({ shell }: { shell: PublicShell }) {
  const { t } = useTranslation();
  const blog = shell.links.blog;
  const sportsbook = shell.links.hotMatches;
  if (!blog && !sportsbook) return null;
  return (
    <nav className={s.column} aria-labelledby="footer-read">
      <h2 id="footer-read" className={s.heading}>
        {t('blog.footerHeading')}
      </h2>
      <div className={s.helpLinks}>
        {blog ? (
          <Link to="/blog" className={s.helpLink}>
            {t('blog.title')}
          </Link>
        ) : null}
        {sportsbook ? (
          <Link to="/hot-matches" className={s.helpLink}>
            {t('hotMatches.title')}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export function SiteFooter({ shell, viewer }: { shell: PublicShell; viewer: Viewer | null }) {
  const { t } = useTranslation();
  const brand = shell.brand!;
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        {shell.categories.length ? <VendorCarousel /> : null}
        <div className={s.columns}>
          <div className={s.brandColumn}>
            <img src={brand.logoUrl} alt="" className={s.logo} width={160} height={38} loading="lazy" decoding="async" />
            {brand.description ? <p className={s.description}>{brand.description}</p> : null}
            {shell.mirrors.length ? (
              <nav className={s.mirrors} aria-labelledby="footer-mirrors" data-testid="mirror-links">
                <h2 id="footer-mirrors" className={s.heading}>
                  {t('footer.mirrors')}
                </h2>
                <div className={s.mirrorLinks}>
                  {shell.mirrors.map((mirror) => (
                    <a key={mirror.host} href={mirror.href} className={s.mirrorLink}>
                      {mirror.host}
                    </a>
                  ))}
                </div>
              </nav>
            ) : null}
          </div>
          {/* Plain links, not a list: the footer's only list of links is the social one. */}
          <nav className={s.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={s.heading}>
              {t('footer.helpCentre')}
            </h2>
            <div className={s.helpLinks}>
              {HELP_TOPICS.map((topic) => (
                <Link key={topic} to={`/help#${topic}`} className={s.helpLink}>
                  {t(`footer.help.${topic}`)}
                </Link>
              ))}
            </div>
          </nav>
          <nav className={s.column} aria-labelledby="footer-winners">
            <h2 id="footer-winners" className={s.heading}>
              {t('rankings.footerHeading')}
            </h2>
            <div className={s.helpLinks}>
              {shell.platform?.winners ? (
                <Link to="/winners" className={s.helpLink}>
                  {t('rankings.winnersTitle')}
                </Link>
              ) : null}
              {shell.platform?.bigWins ? (
                <Link to="/leaderboard" className={s.helpLink}>
                  {t('rankings.leaderboardTitle')}
                </Link>
              ) : null}
              {shell.links.vip ? (
                <Link to="/vip" className={s.helpLink}>
                  {t('routes.vip')}
                </Link>
              ) : null}
            </div>
          </nav>
          <ReadAndWatch shell={shell} />
          <div className={s.column}>
            {shell.socials.length ? (
              <>
                <h2 className={s.heading}>{t('footer.followUs')}</h2>
                <ul className={s.socials} aria-label={t('footer.followUs')}>
                  {shell.socials.map((social) => (
                    <li key={social.type}>
                      <a href={social.url} target="_blank" rel="noopener noreferrer" className={s.social}>
                        {t(`footer.social.${social.type}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {shell.links.chat ? <ChatRoom viewer={viewer} hasSupport={shell.customerService.length > 0} /> : null}
          </div>
        </div>
        <LogoRow title={t('footer.payments')} logos={shell.paymentLogos} testId="payment-logos" />
        <LogoRow title={t('footer.partners')} logos={shell.partnerLogos} testId="partner-logos" />
        <p className={s.copyright}>
          <span className={s.age} role="img" aria-label={t('footer.adultsOnly')}>
            18+
          </span>
          <span>{t('footer.copyright', { brand: brand.name, year: 2023 })}</span>
        </p>
      </div>
    </footer>
  );
}

function LogoRow({ title, logos, testId }: { title: string; logos: { name: string; url: string }[]; testId: string }) {
  if (!logos.length) return null;
  return (
    <section className={s.logoSection} aria-label={title} data-testid={testId}>
      <h2 className={s.heading}>{title}</h2>
      <ul className={s.logoRow}>
        {logos.map((logo) => (
          <li key={logo.url} className={s.logoTile}>
            <img src={logo.url} alt={logo.name} title={logo.name} className={s.logoImage} loading="lazy" decoding="async" width={96} height={32} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How often the toggle asks for the unread count while a page stays open. */
const UNREAD_POLL_MS = 60_000;

/**
 * The chat room (only where the brand runs it) needs an account: a guest is sent to log in and brought
 * back here; a member opens a panel that leads to the room (`/chat`), with the count of messages they
 * have not seen on the toggle, and to customer service.
 */
function ChatRoom({ viewer, hasSupport }: { viewer: Viewer | null; hasSupport: boolean }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const unread = useFetcher<{ total: number }>();
  const { load } = unread;
  const inRoom = pathname === '/chat';
  const signedIn = Boolean(viewer);
  useEffect(() => {
    if (!signedIn || inRoom) return;
    load('/resources/chat-unread');
    const timer = setInterval(() => document.visibilityState === 'visible' && load('/resources/chat-unread'), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [signedIn, inRoom, load]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => !wrap.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label = (
    <>
      <Icon name="chat" size={16} />
      {t('footer.chatRoom')}
    </>
  );
  if (!viewer) {
    return (
      <Link to={loginHref(pathname + search + hash)} className={s.chatToggle}>
        {label}
        <span className={s.chatHint}>{t('footer.chatLogin')}</span>
      </Link>
    );
  }
  const count = inRoom ? 0 : (unread.data?.total ?? 0);
  return (
    <div ref={wrap} className={s.chatWrap}>
      <button
        ref={toggle}
        type="button"
        className={s.chatToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="chat-toggle"
      >
        {label}
        {count > 0 ? (
          <span className={s.chatBadge} data-testid="chat-unread">
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className={s.srOnly}>{t('chat.unread', { count })}</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className={s.chatPanel} role="region" aria-label={t('footer.chatRoom')}>
          <p className={s.chatTitle}>{t('footer.chatRoom')}</p>
          <p className={s.chatText}>{t('chat.panel.welcome', { name: viewer.nickname })}</p>
          <Link to="/chat" className={s.chatEnter} data-testid="chat-enter">
            <Icon name="users" size={16} />
            {count > 0 ? t('chat.panel.enterUnread', { count }) : t('chat.panel.enter')}
          </Link>
          {hasSupport ? (
            <CustomerServiceLink type="LIVECHAT" className={s.chatAction}>
              <Icon name="headset" size={16} />
              {t('footer.liveChat')}
            </CustomerServiceLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
