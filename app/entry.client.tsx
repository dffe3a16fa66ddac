import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nOptions } from '~/i18n/i18n';
import type { PublicShell } from '~/site/shell';

type RemixWindow = Window & {
  __remixContext?: { state?: { loaderData?: Record<string, { shell?: PublicShell } | undefined>; errors?: Record<string, { data?: { shell?: PublicShell } }> | null } };
};

/** The root loader (or the error it threw) carries this page's language and its messages. */
function shellFromPage(): PublicShell | undefined {
  const state = (window as RemixWindow).__remixContext?.state;
  return state?.loaderData?.root?.shell ?? state?.errors?.root?.data?.shell;
}

async function hydrate() {
  const shell = shellFromPage();
  await i18next.use(initReactI18next).init(i18nOptions(shell?.language ?? 'EN', shell?.messages ?? {}));
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
