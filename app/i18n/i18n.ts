import type { InitOptions } from 'i18next';

export const I18N_NAMESPACE = 'common';

/** Options shared by the server and the browser so both render the same text. */
export function i18nOptions(language: string, messages: object): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    supportedLngs: [language],
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources: { [language]: { [I18N_NAMESPACE]: messages } },
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  };
}
