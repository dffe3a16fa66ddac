import { cssBundleHref } from '@remix-run/css-bundle';
import { data, redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import keenSliderCss from 'keen-slider/keen-slider.min.css';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../themes/global.css';
import '../themes/index';
import { GeneralErrorBoundary } from '~/components/error-page';
import { I18nBootstrap } from '~/components/i18n-bootstrap';
import { I18N_NAMESPACE } from '~/i18n/i18n';
import { PreviewRibbon } from '~/components/preview-ribbon';
import { SiteFooter } from '~/components/site-footer';
import { NoticeBanner } from '~/components/notice-banner';
import { CustomerServiceAlert } from '~/components/customer-service-alert';
import { VendorGamesModal } from '~/games/vendor-games-modal';
import { visitorImageCdn } from '~/site/image-cdn.server';
import { platformUrlFor } from '~/brands/registry.server';
import { SiteHeader } from '~/components/site-header';
import { SideBar } from '~/components/side-bar';
import { MODAL_PARAM, ModalProvider } from '~/components/modal';
import { SystemScreen, type SystemReason } from '~/components/system-screen';
import { isPlatformError } from '~/platform/errors';
import { roleOf } from '~/accounts/profile';
import { commitSession, getSession, getSignIn } from '~/session/session.server';
import type { PublicShell } from '~/site/shell';
import { fallbackShell, neutralShell, shellForSite } from '~/site/shell.server';
import { loadSite } from '~/site/site.server';
import { readPreferences } from '~/utils/preferences.server';

export const links: LinksFunction = () => [
  // keen-slider's own rules first, so the bundle's styles for the carousels win.
  { rel: 'stylesheet', href: keenSliderCss },
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
];

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

/** Pages a visitor may see without a session when the brand sets loginedToHomePage. */
const OPEN_PATHS = new Set(['/login', '/register', '/register.html', '/helpmc', '/download', '/down']);
/** Where a player who must change their password may still go. */
const CHANGE_PASSWORD_PATHS = new Set(['/changePassword', '/logout']);
/** The idle clock restarts at most once a minute, so most pages send no Set-Cookie. */
const TOUCH_AFTER_MS = 60_000;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export type Viewer = { nickname: string; account: string; vipLabel: string | null; rankLevel: number; isAgent: boolean; isTrial: boolean };
/** `imageCdn`: the base of platform images for this visitor (see site/image-cdn.server.ts). */
export type RootData = { shell: PublicShell; viewer: Viewer | null; notice: string | null; imageCdn: string | null };
type SystemErrorData = { reason: SystemReason; shell: PublicShell };

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.site.kind === 'staging-index') {
    const shell = neutralShell();
    context.memo.set('shell', shell);
    return { shell, viewer: null, notice: null, imageCdn: null } satisfies RootData;
  }
  const { brand } = context.site;
  let shell: PublicShell;
  let loginedToHomePage = false;
  let imageCdns: readonly string[] = [];
  try {
    const site = await loadSite(context, request);
    shell = shellForSite(site, context);
    loginedToHomePage = site.config.features.loginedToHomePage;
    imageCdns = site.config.imageCDNs;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // No config yet and the platform is down: a kind page in the brand's own look, nothing more.
    console.error(`[root] ${brand.id}: ${error.message}`);
    shell = fallbackShell(brand, await readPreferences(request));
    context.memo.set('shell', shell);
    throw data({ reason: 'unavailable', shell } satisfies SystemErrorData, { status: 503, headers: { 'Retry-After': '30' } });
  }
  context.memo.set('shell', shell);
  if (shell.state === 1) {
    throw data({ reason: 'maintenance', shell } satisfies SystemErrorData, { status: 503, headers: { 'Retry-After': '300' } });
  }
  if (shell.state === 2) throw data({ reason: 'region', shell } satisfies SystemErrorData, { status: 451 });
  const signIn = await getSignIn(request, brand.id);
  const url = new URL(request.url);
  if (loginedToHomePage && !signIn && !OPEN_PATHS.has(url.pathname)) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (signIn?.mustChangePassword && !CHANGE_PASSWORD_PATHS.has(url.pathname)) throw redirect('/changePassword');
  const viewer: Viewer | null = signIn
    ? { nickname: signIn.profile.nickname, account: signIn.profile.account, vipLabel: signIn.profile.vipLabel, rankLevel: signIn.profile.rankLevel, ...roleOf(signIn.profile.type, brand) }
    : null;
  // A one-time notice (logged out, session ended) is read once, so the cookie is written back.
  const session = signIn?.session ?? (await getSession(request));
  const notice = (session.get('notice') as string | undefined) ?? null;
  const headers = new Headers();
  const imageCdn = await visitorImageCdn(request, imageCdns, platformUrlFor(brand));
  if (imageCdn.setCookie) headers.append('Set-Cookie', imageCdn.setCookie);
  if (notice) headers.append('Set-Cookie', await commitSession(session));
  else if (signIn && Date.now() - (session.get('lastSeenAt') ?? 0) > TOUCH_AFTER_MS) {
    session.set('lastSeenAt', Date.now());
    headers.append('Set-Cookie', await commitSession(session));
  }
  return data({ shell, viewer, notice, imageCdn: imageCdn.base } satisfies RootData, { headers });
}

function useShell(): { shell: PublicShell | undefined; system: SystemErrorData | undefined } {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const error = useRouteError();
  const system = isRouteErrorResponse(error) && (error.data as SystemErrorData | null)?.reason ? (error.data as SystemErrorData) : undefined;
  return { shell: root?.shell ?? system?.shell, system };
}

export function Layout({ children }: { children: ReactNode }) {
  const { shell } = useShell();
  const { i18n } = useTranslation();
  return (
    <html lang={shell?.htmlLang ?? 'en'} data-theme={shell?.theme ?? 'aurora'} data-mode={shell?.mode ?? 'light'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={shell?.mode === 'dark' ? 'dark' : 'light'} />
        {shell?.brand ? <link rel="icon" href={shell.brand.iconUrl} type="image/svg+xml" /> : null}
        <Meta />
        <Links />
        {shell?.themeCss ? <style dangerouslySetInnerHTML={{ __html: shell.themeCss }} /> : null}
      </head>
      <body>
        {children}
        <I18nBootstrap language={i18n.language} messages={i18n.getResourceBundle(i18n.language, I18N_NAMESPACE) ?? {}} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What a route may ask of the chrome: no header (and footer, rail) at all, or no floating rail over its game frame. */
type ChromeHandle = { hideHeader?: boolean; hideSideBar?: boolean };

function Chrome({ shell, children }: { shell: PublicShell; children: ReactNode }) {
  const matches = useMatches();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const viewer = root?.viewer ?? null;
  const notice = root?.notice ?? null;
  const hideHeader = matches.some((m) => (m.handle as ChromeHandle | undefined)?.hideHeader);
  const hideSideBar = hideHeader || matches.some((m) => (m.handle as ChromeHandle | undefined)?.hideSideBar);
  if (shell.kind !== 'brand' || !shell.brand) return <>{children}</>;
  return (
    <ModalProvider>
      {shell.preview && shell.stagingIndexUrl ? <PreviewRibbon brandName={shell.brand.name} indexUrl={shell.stagingIndexUrl} /> : null}
      {hideHeader ? null : <SiteHeader shell={shell} viewer={viewer} />}
      {notice ? <NoticeBanner message={notice} /> : null}
      <CustomerServiceAlert />
      <VendorGamesModal />
      {children}
      {hideHeader ? null : <SiteFooter shell={shell} viewer={viewer} />}
      {hideSideBar ? null : <SideBar shell={shell} />}
    </ModalProvider>
  );
}

export default function App() {
  const { shell } = useShell();
  // A marker that the page's script has taken over, for tests (and support tools) to wait on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (!shell) return <Outlet />;
  return (
    <Chrome shell={shell}>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const { shell, system } = useShell();
  if (system && shell) {
    return (
      <>
        {shell.preview && shell.brand && shell.stagingIndexUrl ? <PreviewRibbon brandName={shell.brand.name} indexUrl={shell.stagingIndexUrl} /> : null}
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
