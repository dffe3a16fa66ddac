/** Languages the app ships locale files for. Codes are the platform's upper-case ones. */
export const APP_LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** BCP 47 tags for `<html lang>` and Intl formatting. TY is the platform's code for Tagalog. */
export const HTML_LANG: Record<AppLanguage, string> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'tl',
};

/** Native names, shown in the language switcher whatever the current language is. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = {
  EN: 'English',
  CN: '中文',
  VI: 'Tiếng Việt',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'Tagalog',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The platform and old brand configs use a few aliases (ZH for CN, TL for Tagalog). */
export function normaliseLanguage(value: string | null | undefined): AppLanguage | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  const alias: Record<string, AppLanguage> = { ZH: 'CN', 'ZH-CN': 'CN', TL: 'TY', FIL: 'TY' };
  const code = alias[upper] ?? upper;
  return isAppLanguage(code) ? code : null;
}
