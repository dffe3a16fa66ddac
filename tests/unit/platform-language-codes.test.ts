import { describe, expect, it } from 'vitest';
import { getFixedT } from '~/i18n/i18n.server';
import type { AppLanguage } from '~/i18n/languages';

/** The server's own translator for loaders, actions and meta (remix-i18next, with the platform's codes). */
const translator = (language: AppLanguage) => getFixedT(language);

describe("i18next with the platform's language codes", () => {
  it('finds the messages of a code with a region (PT-BR), which i18next would rewrite to pt-BR and miss', async () => {
    expect((await translator('PT-BR'))('header.login')).toBe('Entrar');
  });

  it('reads one bet and several bets in each language from its own forms', async () => {
    expect((await translator('EN'))('records.totals', { count: 1 })).toBe('Total (1 bet)');
    expect((await translator('EN'))('records.totals', { count: 2 })).toBe('Total (2 bets)');
    // CN, TW and TY are not BCP 47 codes: by the code alone CN would ask for English's `_one`, which Chinese does not have.
    expect((await translator('CN'))('records.totals', { count: 1 })).toBe('合计（1 笔注单）');
    expect((await translator('TW'))('records.totals', { count: 1 })).toBe('合計（1 筆注單）');
    expect((await translator('PT-BR'))('records.totals', { count: 1 })).toBe('Total (1 aposta)');
    expect((await translator('ES'))('promotions.application.PENDING', { images: 1, count: 1 })).toBe('Tu solicitud (1 imagen) está en revisión.');
  });
});
