import type { i18n, ThirdPartyModule } from 'i18next';
import { intlLocale } from './languages';

type PluralResolver = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };

/**
 * i18next picks a plural form with `Intl.PluralRules` of the language code it is given, but the platform's
 * codes are not all BCP 47: CN, TY and TW would get English or Twi rules. This module makes every instance it
 * is used on pick forms by the language's own tag, so the forms a locale file holds are the ones it asks for.
 */
export const pluralRulesByLanguage: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: i18n) {
    const resolver = instance.services.pluralResolver as PluralResolver;
    const ruleOf = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => ruleOf(intlLocale(code.toUpperCase()), options);
  },
};
