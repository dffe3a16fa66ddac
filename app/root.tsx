import { cssBundleHref } from '@remix-run/css-bundle';
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type ShouldRevalidateFunction } from '@remix-run/react';
import keenSliderCss from 'keen-slider/keen-slider.min.css';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import '../themes/global.css';
import '../themes/index.css';
import { Chrome } from '~/features/chrome/chrome';
import { PreviewRibbonPart } from '~/features/chrome/preview-ribbon-part';
import { PREVIEW_LINK_PATH, PREVIEW_PANEL_PATH } from '~/request/staff/preview-paths';
import { viewerFor } from '~/features/member/public-state.server';
import { SystemScreen } from '~/features/chrome/system-screen';
import { I18nBootstrap, i18nBootstrapJson } from '~/i18n/i18n-bootstrap';
import { messageGroupsOf } from '~/i18n/message-groups';
import { useRouteMessages } from '~/i18n/route-messages';
import { analyticsFor } from '~/request/analytics.server';
import { platformUrlFor } from '~/request/brands/registry.server';
import { visitorImageCdn } from '~/request/image-cdn.server';
import { useRootData, useShell, useSystemError, type RootData, type SystemErrorData, type Viewer } from '~/request/root-data';
import { routeHandle } from '~/request/route-gates';
import { commitSession, touchSession } from '~/request/session/session.server';
import { keepAliveEveryMs, touchDue, touchPlatformSession } from '~/features/accounts/keep-alive.server';
import { useKeepAlive } from '~/features/accounts/use-keep-alive';
import { sessionEndedRedirect } from '~/request/guards.server';
import { loginNotice } from '~/lib/login-href';
import { neutralShell, shellForSite } from '~/request/shell.server';
import { chromeLinks } from '~/request/chrome-links.server';
import { GeneralErrorBoundary } from '~/ui/error-page';
import { errorMeta } from '~/ui/page-meta';
import { replayEarlyTaps } from '~/ui/early-taps';
import { EARLY_TAPS_LISTENER } from '~/ui/early-taps-listener.server';
import { LOAD_FAILURE_GUARD } from '~/ui/load-failure/load-failure-script.server';
import { LOAD_FAILURE_CSS } from '~/ui/load-failure/load-failure-guard';
import { LoadFailureNotice } from '~/ui/load-failure/load-failure-notice';
import { MODAL_PARAM } from '~/ui/modal/modal-context';
import { useNonce } from '~/ui/nonce';
import { BOOTSTRAP_PLACE, useFrameRender } from '~/request/frame-parts';
import { FetcherRoutes } from '~/request/fetcher-routes';

export const links: LinksFunction = () => [
  // keen-slider's own rules first, so the bundle's styles for the carousels win.
  { rel: 'stylesheet', href: keenSliderCss },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
];

/** The root runs under every page; the pages' own gates decide who sees them. */
export const handle = routeHandle({ gate: { access: 'public', beforeLogin: true, duringPasswordChange: true, stagingIndex: true } });

/** Opening or closing a `?modal=` modal changes only the URL: the root's data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(MODAL_PARAM);
    return params.toString();
  };
  const onlyModal = currentUrl.searchParams.get(MODAL_PARAM) !== nextUrl.searchParams.get(MODAL_PARAM) && strip(currentUrl) === strip(nextUrl);
  return onlyModal ? false : defaultShouldRevalidate;
};

export const meta: MetaFunction = errorMeta;
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.host.kind === 'staging-index') {
    return { shell: neutralShell(), viewer: null, notice: null, imageCdn: null, analytics: null, keepAlive: null } satisfies RootData;
  }
  const { brand } = context.host;
  // Without any config (the platform down on a cold start) this throws the brand's "unavailable" screen.
  const site = await context.site();
  const shell = shellForSite(site, context, await chromeLinks(context));
  // A preview's what-if panel stays open through the maintenance or region block it pretends, so staff can lift it.
  const panel = site.preview && [PREVIEW_PANEL_PATH, PREVIEW_LINK_PATH].includes(new URL(request.url).pathname);
  if (shell.state === 1 && !panel) {
    throw data({ reason: 'maintenance', shell } satisfies SystemErrorData, { status: 503, headers: { 'Retry-After': '300' } });
  }
  if (shell.state === 2 && !panel) throw data({ reason: 'region', shell } satisfies SystemErrorData, { status: 451 });
  const headers = new Headers();
  const [imageCdn, analytics] = await Promise.all([visitorImageCdn(request, site.config.imageCDNs, platformUrlFor(brand)), analyticsFor(site, request)]);
  if (imageCdn.setCookie) headers.append('Set-Cookie', imageCdn.setCookie);
  // The shared render of signed-in pages shows its stand-in player and reads no session (see sharedBodyRender).
  const shared = context.sharedBody;
  if (shared)
    return data({ shell, viewer: shared.viewer, notice: null, imageCdn: imageCdn.base, analytics, keepAlive: shared.keepAlive } satisfies RootData, {
      headers,
    });
  const signIn = await context.signIn();
  // The header's nickname, VIP label, avatar and inbox badge follow the platform's public state (cached a few seconds).
  const viewer: Viewer | null = signIn ? (context.frameViewer ?? (await viewerFor(context, signIn))) : null;
  // A one-time notice (logged out, a link refused) is read once, so the cookie is written back; the login
  // page's address says why the player was sent there (a session ended).
  const session = await context.session();
  const flashed = (session.get('notice') as string | undefined) ?? null;
  const notice = flashed ?? loginNotice(new URL(request.url));
  const everyMs = keepAliveEveryMs(site.config.sessionIdleMs);
  if (flashed) headers.append('Set-Cookie', await commitSession(session));
  // The idle clock lives with the session record: restarting it writes no cookie. A page opened is the
  // player's presence, so the platform's clock restarts with it (the touch also finds a session it ended).
  else if (signIn && touchDue(session.get('lastSeenAt'), everyMs)) {
    const url = new URL(request.url);
    if ((await touchPlatformSession(context)) === 'ended') throw await sessionEndedRedirect(context, url.pathname + url.search);
    await touchSession(session);
  }
  const keepAlive = signIn ? { everyMs, sinceTouchMs: Math.max(0, Date.now() - (session.get('lastSeenAt') ?? 0)) } : null;
  return data({ shell, viewer, notice, imageCdn: imageCdn.base, analytics, keepAlive } satisfies RootData, { headers });
}

/**
 * An inline script's text as the server wrote it. The browser's build empties `*.server` modules, so there
 * it is empty: React keeps the server's text when it hydrates, and an unchanged empty text never touches it after.
 */
const serverScript = (text: string | undefined) => ({ __html: text ?? '' });

export function Layout({ children }: { children: ReactNode }) {
  // A marker that the page's script has taken over (error pages too), for tests and support tools to wait on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
  }, []);
  const shell = useShell();
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const groups = messageGroupsOf(useMatches());
  // Only the server writes the bootstrap (see I18nBootstrap): the browser skips picking the messages again.
  // A cut render leaves the bootstrap's place for the server to fill from the shared render (see FramePart).
  const frame = useFrameRender();
  const bootstrap = frame === 'cut' ? BOOTSTRAP_PLACE : typeof document === 'undefined' ? i18nBootstrapJson(i18n.language, i18n.messages(), groups) : '';
  return (
    <html lang={shell?.htmlLang ?? 'en'} data-theme={shell?.theme ?? 'aurora'} data-mode={shell?.mode ?? 'light'} dir={shell?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in the page, so a tap on a header button while the rest is still arriving is kept too. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverScript(EARLY_TAPS_LISTENER)} />
        {/* Before the stylesheets and scripts it watches: a file of the page that fails to load is reported and a reload offered. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={serverScript(LOAD_FAILURE_GUARD)} />
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOAD_FAILURE_CSS }} />
        <meta name="color-scheme" content={shell?.mode === 'dark' ? 'dark' : 'light'} />
        {shell?.brand ? (
          <>
            <link rel="icon" href={shell.brand.iconUrl} type="image/svg+xml" />
            {/* "Add to home screen" takes the brand's name, icon and colours from these. */}
            <link rel="manifest" href="/manifest.webmanifest" />
            <link rel="apple-touch-icon" href={shell.brand.touchIconUrl} />
            <meta name="apple-mobile-web-app-title" content={shell.brand.name} />
          </>
        ) : null}
        {shell?.themeColour ? <meta name="theme-color" content={shell.themeColour} /> : null}
        <Meta />
        <Links />
        {shell?.themeCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: shell.themeCss }} /> : null}
      </head>
      <body>
        <LoadFailureNotice />
        {children}
        <I18nBootstrap json={bootstrap} />
        <ScrollRestoration nonce={nonce} />
        <FetcherRoutes />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRouteMessages();
  useKeepAlive(useRootData()?.keepAlive ?? null);
  const shell = useShell();
  if (!shell) return <Outlet />;
  return (
    <Chrome shell={shell}>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const shell = useShell();
  const system = useSystemError();
  if (system && shell) {
    return (
      <>
        {shell.preview && shell.brand && shell.stagingIndexUrl ? (
          <PreviewRibbonPart
            brandName={shell.brand.name}
            indexUrl={shell.stagingIndexUrl}
            overrides={shell.overrides}
            overridesUnavailable={shell.overridesUnavailable}
          />
        ) : null}
        <SystemScreen reason={system.reason} shell={shell} />
      </>
    );
  }
  if (!shell) return <GeneralErrorBoundary />;
  return (
    <Chrome shell={shell}>
      <GeneralErrorBoundary />
    </Chrome>
  );
}
