import { RemixI18Next } from 'remix-i18next/server';
import { I18N_NAMESPACE } from './i18n';
import { APP_LANGUAGES, type AppLanguage } from './languages';
import { platformLanguageCodes } from './platform-language-codes';
import { MESSAGES } from './resources.server';

/**
 * Language detection is the brand's business (cookie clamped to the brand's offered set, see
 * loadSite), so remix-i18next only serves translators here.
 */
export const remixI18n = new RemixI18Next({
  plugins: [platformLanguageCodes],
  detection: { supportedLanguages: [...APP_LANGUAGES], fallbackLanguage: 'EN', findLocale: async () => null },
  i18next: {
    supportedLngs: [...APP_LANGUAGES],
    fallbackLng: false,
    defaultNS: I18N_NAMESPACE,
    ns: [I18N_NAMESPACE],
    resources: Object.fromEntries(APP_LANGUAGES.map((l) => [l, { [I18N_NAMESPACE]: MESSAGES[l] }])),
    interpolation: { escapeValue: false },
  },
});

const translators = new Map<AppLanguage, ReturnType<typeof remixI18n.getFixedT>>();

/** A translator for loaders, actions and meta; one per language for the life of the process. */
export function getFixedT(language: AppLanguage) {
  let t = translators.get(language);
  if (!t) {
    t = remixI18n.getFixedT(language, I18N_NAMESPACE);
    translators.set(language, t);
  }
  return t;
}
