import { describe, expect, it } from 'vitest';
import { getFixedT } from '~/i18n/i18n.server';
import { APP_LANGUAGES } from '~/i18n/languages';
import { MESSAGES } from '~/i18n/resources.server';
import { createTranslator, type Messages } from '~/i18n/translator';

/** Every message's key, plural forms folded into the key a component asks for. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keysOf(value as Messages, `${prefix}${key}.`),
  );
}

/** The keys a component asks for with a count: those with plural forms. */
function pluralKeysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? /_(zero|one|two|few|many|other)$/.test(key)
        ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')]
        : []
      : pluralKeysOf(value as Messages, `${prefix}${key}.`),
  );
}

function placeholdersOf(messages: Messages): string[] {
  return [...new Set(JSON.stringify(messages).match(/{{(.+?)}}/g) ?? [])].map((p) => p.slice(2, -2).trim());
}

/** Counts that reach every plural form of the offered languages (0 for `_zero`, fractions, millions). */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5, 1_000_000];

describe("the browser's translator says what the server's i18next says", () => {
  it.each(APP_LANGUAGES)('%s: every message, with and without values, for every count', async (language) => {
    const server = await getFixedT(language);
    const browser = createTranslator(language, MESSAGES[language]).t;
    const keys = [...new Set(keysOf(MESSAGES[language]))];
    const plural = new Set(pluralKeysOf(MESSAGES[language]));
    const values = Object.fromEntries(placeholdersOf(MESSAGES[language]).map((name, i) => [name, `v${i}<&>$&`]));
    expect(keys.length).toBeGreaterThan(1000);
    const differing: string[] = [];
    const same = (key: string, options?: Record<string, unknown>) => {
      const expected = server(key, options as never) as unknown;
      if (browser(key, options) !== expected) differing.push(`${key} ${JSON.stringify(options)}: ${String(expected)} / ${browser(key, options)}`);
    };
    for (const key of keys) {
      same(key);
      same(key, values);
      // A placeholder given as undefined empties; one not given at all stays as written.
      same(key, { amount: undefined, name: null });
      // Every count where the key has plural forms; elsewhere a count only fills `{{count}}`.
      for (const count of plural.has(key) ? COUNTS : [2]) same(key, { ...values, count });
    }
    same('no.such.key');
    same('no.such.key', { defaultValue: 'Fallback {{name}}', name: 'Ana' });
    expect(differing).toEqual([]);
    // The one difference kept on purpose: a key naming a group shows as the key, not i18next's complaint.
    expect(browser('records', { count: 2 })).toBe('records');
  });
});

describe("the browser's translator", () => {
  it('picks plural forms by the platform code, not as BCP 47 would read it', () => {
    expect(createTranslator('PT-BR', MESSAGES['PT-BR']).t('header.login')).toBe('Entrar');
    expect(createTranslator('CN', MESSAGES.CN).t('records.totals', { count: 1 })).toBe('合计（1 笔注单）');
    expect(createTranslator('EN', MESSAGES.EN).t('records.totals', { count: 2 })).toBe('Total (2 bets)');
  });

  it('fills in groups fetched later around the chrome part it already holds, keeping what it has', () => {
    const translator = createTranslator('EN', { footer: { links: { help: 'Help' } } });
    expect(translator.t('footer.title')).toBe('footer.title');
    translator.addMessages({ footer: { title: 'About', links: { help: 'Other', terms: 'Terms' } }, vip: { title: 'VIP' } });
    expect([translator.t('footer.title'), translator.t('footer.links.help'), translator.t('footer.links.terms'), translator.t('vip.title')]).toEqual([
      'About',
      'Help',
      'Terms',
      'VIP',
    ]);
  });
});
