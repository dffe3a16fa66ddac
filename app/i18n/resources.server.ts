import cn from '~/locales/cn.json';
import en from '~/locales/en.json';
import ja from '~/locales/ja.json';
import th from '~/locales/th.json';
import ty from '~/locales/ty.json';
import vi from '~/locales/vi.json';
import type { AppLanguage } from './languages';

export type Messages = typeof en;

/** Every locale file, bundled into the server build; a page ships only its own language. */
export const MESSAGES: Record<AppLanguage, Messages> = { EN: en, CN: cn, VI: vi, JA: ja, TH: th, TY: ty };
