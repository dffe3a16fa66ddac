import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setBrowserTranslator } from '~/i18n/browser-translator';
import { createTranslator, type Messages } from '~/i18n/translator';
import { TranslatorProvider } from '~/i18n/use-translation';
import { I18N_BOOTSTRAP_ID } from '~/i18n/i18n-bootstrap';
import { preloadDrawnParts } from '~/i18n/lazy-with-messages';
import { stopKeepingTaps } from '~/ui/early-taps';
import { markPartialGroups } from '~/i18n/route-messages';
import { decodePageDataBeforeHydration } from '~/ui/page-data-before-hydration';
import { LoadFailureView } from '~/ui/load-failure/load-failure-view';
import { addFetcherRoutes } from '~/request/fetcher-routes';

type RouteModuleFallback = (route: { module: string }) => { default: () => JSX.Element };

/**
 * A page's module that fails to load on a client navigation (patched into Remix, which would reload the
 * page the player came from): the page shows a reload of itself inside the site's chrome, and reports it.
 */
(window as Window & { __remixRouteModuleFallback?: RouteModuleFallback }).__remixRouteModuleFallback = (route) => ({
  default: function RouteModuleFailed() {
    return <LoadFailureView url={route.module} />;
  },
});

/** The server rendered this page's language and messages into the document (see I18nBootstrap). */
function bootstrapFromPage(): { language: string; messages: Messages; partial?: string[] } {
  try {
    return JSON.parse(document.getElementById(I18N_BOOTSTRAP_ID)?.textContent ?? '');
  } catch {
    return { language: 'EN', messages: {} };
  }
}

async function hydrate() {
  const { language, messages, partial } = bootstrapFromPage();
  markPartialGroups(partial ?? []);
  const translator = createTranslator(language, messages);
  setBrowserTranslator(translator);
  // The parts the server drew come alive with the rest of the page (a failure leaves them to load as they
  // render), and the root finds its data decoded, so a tap during hydration cannot catch it suspended.
  await Promise.all([preloadDrawnParts(document).catch(() => undefined), decodePageDataBeforeHydration()]);
  stopKeepingTaps();
  addFetcherRoutes(document, (window as Window & { __remixManifest?: Parameters<typeof addFetcherRoutes>[1] }).__remixManifest);
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider translator={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslatorProvider>,
    );
  });
}

void hydrate();
