/**
 * Languages the app ships locale files for: the platform's full list. Codes are the platform's
 * upper-case ones; a brand offers a subset.
 */
export const APP_LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID', 'MY', 'ES', 'HI', 'KM', 'KO', 'MS', 'PT', 'TA', 'TW', 'UR', 'PT-BR'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/**
 * BCP 47 tags for `<html lang>` and Intl formatting. The platform's codes are not all ISO 639:
 * TY is Tagalog, MY is Burmese (not Malay, which is MS), TW is Chinese as written in Taiwan.
 */
export const HTML_LANG: Record<AppLanguage, string> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'tl',
  ID: 'id',
  MY: 'my',
  ES: 'es',
  HI: 'hi',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt-PT',
  TA: 'ta',
  TW: 'zh-TW',
  UR: 'ur',
  'PT-BR': 'pt-BR',
};

/** Native names, shown in the language switcher whatever the current language is. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = {
  EN: 'English',
  CN: '简体中文',
  VI: 'Tiếng Việt',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'Tagalog',
  ID: 'Bahasa Indonesia',
  MY: 'မြန်မာ',
  ES: 'Español',
  HI: 'हिन्दी',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MS: 'Bahasa Melayu',
  PT: 'Português',
  TA: 'தமிழ்',
  TW: '繁體中文',
  UR: 'اردو',
  'PT-BR': 'Português (Brasil)',
};

/** Languages written right to left: the page gets `dir="rtl"` and logical CSS mirrors the layout. */
const RIGHT_TO_LEFT: ReadonlySet<AppLanguage> = new Set(['UR']);

export function textDirection(language: AppLanguage): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The platform, old brand configs and browsers use aliases: ZH for CN, TL/FIL for Tagalog, ZH-TW
 * for TW, MM for Burmese, PT_BR with an underscore.
 */
const ALIASES: Record<string, AppLanguage> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  'ZH-HANS': 'CN',
  'ZH-TW': 'TW',
  'ZH-HANT': 'TW',
  'ZH-HK': 'TW',
  TL: 'TY',
  FIL: 'TY',
  MM: 'MY',
  IN: 'ID',
  PTBR: 'PT-BR',
  'PT-PT': 'PT',
};

export function normaliseLanguage(value: string | null | undefined): AppLanguage | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase().replace('_', '-');
  const code = ALIASES[upper] ?? upper;
  return isAppLanguage(code) ? code : null;
}

/** The BCP 47 tag Intl and luxon format with; English for anything the app does not know. */
export function intlLocale(language: string): string {
  return isAppLanguage(language) ? HTML_LANG[language] : 'en';
}
