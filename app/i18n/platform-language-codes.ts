import type { i18n, ThirdPartyModule } from 'i18next';
import { intlLocale, normaliseLanguage } from './languages';

type LanguageUtils = { formatLanguageCode: (code: string) => string };
type PluralResolver = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };

/**
 * i18next reads language codes as BCP 47, and the app's codes are the platform's: it rewrites PT-BR to pt-BR
 * (then finds no messages under it, and every text shows as its key), and picks plural rules with
 * `Intl.PluralRules` of the code (CN, TY and TW would get English or Twi rules). On every instance it is
 * used on, this module keeps the platform's codes as they are and picks plural forms by the language's own
 * tag, so the forms a locale file holds are the ones it asks for.
 */
export const platformLanguageCodes: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: i18n) {
    const utils = instance.services.languageUtils as LanguageUtils;
    const format = utils.formatLanguageCode.bind(utils);
    utils.formatLanguageCode = (code) => normaliseLanguage(code) ?? format(code);
    const resolver = instance.services.pluralResolver as PluralResolver;
    const ruleOf = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => ruleOf(intlLocale(normaliseLanguage(code) ?? code), options);
  },
};
