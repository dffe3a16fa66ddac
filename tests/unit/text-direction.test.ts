import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, HTML_LANG, LANGUAGE_NAMES, normaliseLanguage, textDirection } from '~/i18n/languages';
import { loadBrands } from '~/request/brands/load-brands.server';
import { fallbackShell } from '~/request/shell.server';
import { THEME_NAMES } from '../../themes/names';

describe('writing direction', () => {
  it('is right to left for Urdu only', () => {
    expect(APP_LANGUAGES.filter((l) => textDirection(l) === 'rtl')).toEqual(['UR']);
  });

  it('puts dir="rtl" and lang="ur" on the page of a brand that offers Urdu', () => {
    const demoB = loadBrands(path.resolve('brands'), THEME_NAMES).find((b) => b.id === 'demo-b')!;
    const urdu = fallbackShell(demoB, { language: 'UR', mode: null });
    expect(urdu).toMatchObject({ language: 'UR', htmlLang: 'ur', dir: 'rtl' });
    expect(urdu.brand?.description).toMatch(/لائیو کیسینو/);
    expect(fallbackShell(demoB, { language: 'VI', mode: null })).toMatchObject({ htmlLang: 'vi', dir: 'ltr' });
    expect(urdu.languages.map((l) => l.name)).toContain('اردو');
  });

  it('gives every language a native name and a distinct BCP 47 tag, and reads the platform aliases', () => {
    for (const code of APP_LANGUAGES) expect(LANGUAGE_NAMES[code].trim()).not.toBe('');
    expect(new Set(Object.values(HTML_LANG)).size).toBe(APP_LANGUAGES.length);
    expect(['pt_br', 'zh-tw', 'MM', 'fil', 'ur'].map(normaliseLanguage)).toEqual(['PT-BR', 'TW', 'MY', 'TY', 'UR']);
    expect(normaliseLanguage('FR')).toBeNull();
  });
});
