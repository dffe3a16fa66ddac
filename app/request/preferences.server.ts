import { createCookie } from '@remix-run/node';
import { normaliseLanguage, type AppLanguage } from '~/i18n/languages';
import { cookiesAreSecure } from '~/lib/env.server';

export type ColourMode = 'light' | 'dark';
export type Preferences = { language: AppLanguage | null; mode: ColourMode | null };

const YEAR = 60 * 60 * 24 * 365;
// Preferences are not secrets: unsigned, but httpOnly and read back through a strict check.
const langCookie = createCookie('lang', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: YEAR });
const modeCookie = createCookie('mode', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: YEAR });

export async function readPreferences(cookieHeader: string | null): Promise<Preferences> {
  const [lang, mode] = await Promise.all([langCookie.parse(cookieHeader), modeCookie.parse(cookieHeader)]);
  return {
    language: typeof lang === 'string' ? normaliseLanguage(lang) : null,
    mode: mode === 'light' || mode === 'dark' ? mode : null,
  };
}

export const serialiseLanguage = (language: AppLanguage) => langCookie.serialize(language, { secure: cookiesAreSecure() });
export const serialiseMode = (mode: ColourMode) => modeCookie.serialize(mode, { secure: cookiesAreSecure() });
