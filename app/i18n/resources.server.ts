import cn from '~/locales/cn.json';
import en from '~/locales/en.json';
import es from '~/locales/es.json';
import hi from '~/locales/hi.json';
import id from '~/locales/id.json';
import ja from '~/locales/ja.json';
import km from '~/locales/km.json';
import ko from '~/locales/ko.json';
import ms from '~/locales/ms.json';
import my from '~/locales/my.json';
import ptBr from '~/locales/pt-br.json';
import pt from '~/locales/pt.json';
import ta from '~/locales/ta.json';
import th from '~/locales/th.json';
import tw from '~/locales/tw.json';
import ty from '~/locales/ty.json';
import ur from '~/locales/ur.json';
import vi from '~/locales/vi.json';
import type { AppLanguage } from './languages';

type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;
type WithoutPluralForms<T> = T extends string ? string : { [K in keyof T as K extends PluralForm ? never : K]: WithoutPluralForms<T[K]> };
/** English's shape, less the plural forms: each language has the forms its own plural rules need (the locale test checks them). */
export type Messages = WithoutPluralForms<typeof en>;

/**
 * Every locale file, bundled into the server build; a page ships only its own language. Static
 * imports on purpose: a language listed without its file fails the build and the type check, and
 * the `Record` makes a listed language without an entry here fail too.
 */
export const MESSAGES: Record<AppLanguage, Messages> = {
  EN: en,
  CN: cn,
  VI: vi,
  JA: ja,
  TH: th,
  TY: ty,
  ID: id,
  MY: my,
  ES: es,
  HI: hi,
  KM: km,
  KO: ko,
  MS: ms,
  PT: pt,
  TA: ta,
  TW: tw,
  UR: ur,
  'PT-BR': ptBr,
};
