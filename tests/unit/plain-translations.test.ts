import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keepPlainTranslations } from '~/i18n/plain-translations.server';

async function server() {
  const instance = createInstance();
  await instance.init({
    lng: 'EN',
    fallbackLng: false,
    defaultNS: 'app',
    ns: ['app'],
    interpolation: { escapeValue: false },
    resources: { EN: { app: { nav: { home: 'Home' }, greet: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } } },
  });
  keepPlainTranslations(instance);
  return instance;
}

describe('a server render looks each plain label up once', () => {
  it('answers what i18next answers, through the fixed translators components use', async () => {
    const instance = await server();
    const t = instance.getFixedT('EN', 'app');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.home')).toBe('Home');
    // A missing key answers itself, as before.
    expect(t('nav.nowhere')).toBe('nav.nowhere');
    expect(instance.getFixedT('EN', 'app', 'nav')('home')).toBe('Home');
  });

  it('keeps every call with options of its own live: counts and values change the text', async () => {
    const instance = await server();
    const t = instance.getFixedT('EN', 'app');
    expect(t('greet', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('greet', { name: 'Bo' })).toBe('Hello Bo');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('keeps a key asked of two namespaces apart', async () => {
    const instance = await server();
    instance.addResourceBundle('EN', 'other', { nav: { home: 'Start' } });
    expect(instance.getFixedT('EN', 'app')('nav.home')).toBe('Home');
    expect(instance.getFixedT('EN', 'other')('nav.home')).toBe('Start');
  });
});
