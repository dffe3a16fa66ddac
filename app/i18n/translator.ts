import { intlLocale, normaliseLanguage } from './languages';

/** A language's messages: nested groups of strings, as in `app/locales/*.json`. */
export type Messages = { [key: string]: unknown };
/** Values for a message's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateOptions = { count?: number; defaultValue?: string; [value: string]: unknown };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * One language's messages and its `t()`. What the site's pages ask of i18next, and nothing else, so the
 * browser carries a page of code instead of i18next and react-i18next; the server's loaders, actions and
 * meta keep i18next (remix-i18next), and a unit test holds both to the same text for every message of
 * every language. The rules it keeps:
 * - a key is a dotted path into the messages; a missing one (or one naming a group) shows as its
 *   `defaultValue`, else as the key itself;
 * - a numeric `count` looks up `key_zero` first when it is 0, then the language's plural form
 *   (`key_one`, `key_few`, … from `Intl.PluralRules` of the language's own tag), then `key`;
 * - `{{name}}` takes the option's value as text, unescaped (React escapes); an option given as
 *   `undefined` leaves nothing, a placeholder with no option stays as written.
 */
export type Translator = {
  readonly language: string;
  readonly t: TFunction;
  /** Every message the translator holds (the server picks the page's share of them for the browser). */
  messages(): Messages;
  /** Merges groups fetched later into the messages, deeply, keeping what is already there. */
  addMessages(messages: Messages): void;
};

const PLACEHOLDER = /{{(.+?)}}/g;

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!isMessages(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const trimmed = name.trim();
    const value = options[trimmed];
    if (value === undefined) return Object.hasOwn(options, trimmed) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

function mergeMissing(into: Messages, from: Messages): void {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    if (isMessages(here) && isMessages(value)) mergeMissing(here, value);
    else if (here === undefined) into[key] = value;
  }
}

export function createTranslator(language: string, messages: Messages): Translator {
  const held: Messages = messages;
  const plural = new Intl.PluralRules(intlLocale(normaliseLanguage(language) ?? language));
  /** Text of option-less calls, looked up once (the messages only grow, and only where nothing was). */
  const plain = new Map<string, string>();
  const t: TFunction = (key, options) => {
    if (options === undefined) {
      const kept = plain.get(key);
      if (kept !== undefined) return kept;
      const found = lookup(held, key);
      if (found !== undefined) plain.set(key, found);
      return found ?? key;
    }
    const { count } = options;
    let text: string | undefined;
    if (count !== undefined && typeof count !== 'string') {
      if (count === 0) text = lookup(held, `${key}_zero`);
      text ??= lookup(held, `${key}_${plural.select(count)}`);
    }
    text ??= lookup(held, key) ?? options.defaultValue ?? key;
    return interpolate(text, options);
  };
  return {
    language,
    t,
    messages: () => held,
    addMessages(more) {
      mergeMissing(held, more);
    },
  };
}
