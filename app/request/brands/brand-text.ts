import * as v from 'valibot';
import { normaliseLanguage, type AppLanguage } from '~/i18n/languages';

/**
 * A text in brand.json: one string for every language, or one per language code
 * (`{"EN": "…", "UR": "…"}`). Codes are checked against the app's languages by the loader, which
 * also requires the brand's default language so every page has something to show.
 */
export const BrandTextSchema = v.union([v.string(), v.record(v.pipe(v.string(), v.minLength(1)), v.string())]);
export type BrandText = v.InferOutput<typeof BrandTextSchema>;

/** The text in `language`, else in the brand's default language, else the first one given. */
export function brandText(text: BrandText, language: AppLanguage, defaultLanguage: AppLanguage): string {
  if (typeof text === 'string') return text;
  const byLanguage = new Map<AppLanguage, string>();
  for (const [code, value] of Object.entries(text)) {
    const at = normaliseLanguage(code);
    if (at && !byLanguage.has(at)) byLanguage.set(at, value);
  }
  return byLanguage.get(language) ?? byLanguage.get(defaultLanguage) ?? Object.values(text)[0] ?? '';
}

/** Problems with a per-language text: unknown codes, and no text in the default language. */
export function brandTextProblems(field: string, text: BrandText, defaultLanguage: AppLanguage | null): string[] {
  if (typeof text === 'string') return [];
  const problems: string[] = [];
  const codes = Object.keys(text);
  const unknown = codes.filter((code) => normaliseLanguage(code) === null);
  if (unknown.length) problems.push(`field "${field}": ${unknown.join(', ')} not in the app's languages`);
  if (defaultLanguage && !codes.some((code) => normaliseLanguage(code) === defaultLanguage)) {
    problems.push(`field "${field}": needs a text in the default language ${defaultLanguage}`);
  }
  return problems;
}
