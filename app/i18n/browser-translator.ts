import type { Translator } from './translator';

let current: Translator | null = null;

/**
 * The browser's one translator (one language per document: a language change reloads it), for what
 * loads messages outside React: the lazy parts preloaded before hydration.
 */
export function setBrowserTranslator(translator: Translator): void {
  current = translator;
}

export function browserTranslator(): Translator | null {
  return current;
}
