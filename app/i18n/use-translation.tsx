import { createContext, useContext, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** The page's translator, for every component below (the server's per language, the browser's one). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * A component's `t()` and the translator behind it (`i18n.language`), in the shape react-i18next gave, so
 * components read the same either side. Rendering outside a provider is a wiring mistake, said plainly.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider above it');
  return { t: translator.t, i18n: translator };
}
