import type { i18n } from 'i18next';

/** What i18next's fixed translators add to every call: a call with nothing else takes no options of its own. */
const TRANSLATOR_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);
/** Keys come from the code and the brand's few category names; past this many something else is going on, and calls go through as before. */
const MAX_KEPT = 20_000;

function plain(options: unknown): options is { lng?: string; ns?: string | readonly string[] } | undefined {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  for (const [name, value] of Object.entries(options)) if (value !== undefined && !TRANSLATOR_OPTIONS.has(name)) return false;
  return true;
}

/**
 * Keeps the text of every translation a server render asks for without options (most of a page's labels),
 * so each is looked up once per process instead of on every render: i18next parses the key, walks the
 * resources and runs its interpolation and nesting passes on every call. Only for an instance whose
 * resources never change after it starts (the server's, one per language).
 */
export function keepPlainTranslations(instance: i18n): void {
  const translate = instance.t.bind(instance);
  const kept = new Map<string, string>();
  const t = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || !plain(options)) return (translate as (k: unknown, o?: unknown) => unknown)(key, options);
    const name = `${options?.lng ?? ''}\u0000${String(options?.ns ?? '')}\u0000${key}`;
    const found = kept.get(name);
    if (found !== undefined) return found;
    const text: unknown = translate(key, options);
    if (typeof text === 'string' && kept.size < MAX_KEPT) kept.set(name, text);
    return text;
  };
  instance.t = t as typeof instance.t;
}
