import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, HTML_LANG, type AppLanguage } from '~/i18n/languages';

type Tree = { [key: string]: string | Tree };
const fileOf = (code: string) => path.resolve('app/locales', `${code.toLowerCase()}.json`);
const load = (code: string): Tree => JSON.parse(fs.readFileSync(fileOf(code), 'utf8'));
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// <Trans> components are numbered tags: a translation may move them, never drop or add one.
const tags = (s: string) => [...s.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
// A message that takes a count is one key per plural form (`totals_one`, `totals_other`): i18next's JSON v4.
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL_FORM, '');
/** The forms a language's plural messages need: exactly its `Intl.PluralRules` categories. */
const formsOf = (code: AppLanguage) => new Intl.PluralRules(HTML_LANG[code]).resolvedOptions().pluralCategories.slice().sort();
/**
 * Each message by its base key, with its forms ('' alone for a message that takes no count). A key is a plural
 * form only beside an `_other` one: `amount_zero` alone is an error code's message.
 */
function messagesOf(code: AppLanguage): Map<string, Map<string, string>> {
  const flat = flatten(load(code));
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flat) {
    const base = flat.has(`${baseOf(key)}_other`) ? baseOf(key) : key;
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(base === key ? '' : PLURAL_FORM.exec(key)![1]!, text);
    out.set(base, forms);
  }
  return out;
}
const isPlural = (forms: Map<string, string>) => !forms.has('');
/** The text compared across languages: the plain message, or its `other` form. */
const mainText = (forms: Map<string, string>) => forms.get('') ?? forms.get('other') ?? '';
const english = messagesOf('EN');

describe('locale files', () => {
  it('every language the app lists has its file, named by its lower-case code', () => {
    const missing = APP_LANGUAGES.filter((code) => !fs.existsSync(fileOf(code))).map((code) => path.relative(process.cwd(), fileOf(code)));
    expect(missing, 'listed in APP_LANGUAGES without a locale file').toEqual([]);
  });

  it('has no locale file for a language the app does not list', () => {
    const listed = APP_LANGUAGES.map((code) => `${code.toLowerCase()}.json`);
    const unlisted = fs.readdirSync(path.resolve('app/locales')).filter((f) => f.endsWith('.json') && !listed.includes(f));
    expect(unlisted).toEqual([]);
  });

  for (const code of APP_LANGUAGES.filter((c) => c !== 'EN')) {
    it(`${code} has every English key, no extra ones, and the same placeholders and tags`, () => {
      expect(fs.existsSync(fileOf(code)), `${path.relative(process.cwd(), fileOf(code))} is missing`).toBe(true);
      const messages = messagesOf(code);
      const missing = [...english.keys()].filter((k) => !messages.has(k));
      const extra = [...messages.keys()].filter((k) => !english.has(k));
      expect(missing, `missing in ${code}`).toEqual([]);
      expect(extra, `extra in ${code}`).toEqual([]);
      for (const [key, forms] of messages) {
        const source = mainText(english.get(key)!);
        for (const [form, text] of forms) {
          const name = form ? `${key}_${form}` : key;
          expect(text.trim(), `${code} ${name} is empty`).not.toBe('');
          expect(placeholders(text), `${code} ${name} placeholders`).toEqual(placeholders(source));
          expect(tags(text), `${code} ${name} <0> tags`).toEqual(tags(source));
        }
      }
      // Brand and product names stay as they are, but a file mostly equal to English is a copy, not a translation.
      const asEnglish = [...messages].filter(([key, forms]) => mainText(forms) === mainText(english.get(key)!)).length;
      expect(asEnglish / english.size, `${code}: ${asEnglish} of ${english.size} messages are the English text`).toBeLessThan(0.15);
    });
  }

  for (const code of APP_LANGUAGES) {
    it(`${code}: a message that takes a count has exactly the plural forms ${code} needs`, () => {
      const messages = messagesOf(code);
      const plural = [...english].filter(([, forms]) => isPlural(forms)).map(([key]) => key);
      expect(plural.length, 'messages with plural forms in English').toBeGreaterThan(0);
      for (const key of plural) {
        const forms = messages.get(key);
        expect(forms && isPlural(forms), `${code} ${key} is one plain message, not plural forms`).toBe(true);
        expect([...forms!.keys()].sort(), `${code} ${key} forms`).toEqual(formsOf(code));
        for (const [form, text] of forms!) expect(placeholders(text), `${code} ${key}_${form} placeholders`).toEqual(placeholders(mainText(english.get(key)!)));
      }
      const strayPlural = [...messages].filter(([key, forms]) => isPlural(forms) && !plural.includes(key)).map(([key]) => key);
      expect(strayPlural, `${code} has plural forms English does not`).toEqual([]);
    });
  }

  it('every t() key used in the app exists in English', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(entry.name)) files.push(p);
      }
    };
    walk(path.resolve('app'));
    const unknown: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = m[1]!;
        const isLeaf = english.has(key);
        const isBranch = [...english.keys()].some((k) => k.startsWith(`${key}.`));
        if (!isLeaf && !isBranch) unknown.push(`${path.relative('app', file)}: ${key}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
