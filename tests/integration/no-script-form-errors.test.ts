import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, postMultipart } from '../support/multipart';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * A signed-in player without JavaScript (the script failed or is off) posts a centre form with a field left
 * empty: the page that comes back is the same page, 400, with the field marked invalid and its message in the
 * player's language, read from the locale files.
 */
const env = useStack('no-script-form-errors-');
const HOST = 'demo-a.localhost';
type Messages = Record<string, unknown>;
const locale = (lang: string) => JSON.parse(fs.readFileSync(`app/locales/${lang}.json`, 'utf8')) as Messages;
const text = (messages: Messages, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], messages) as string;
/** The page's text as a browser shows it (React escapes apostrophes and the like). */
const shown = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

let session = '';
beforeAll(async () => {
  session = await logIn(env.stack.siteUrl, HOST, 'player1', 'Player123');
});

/** The player's cookies with the language they picked in the header's switcher (a plain form post). */
async function inLanguage(language: string): Promise<string> {
  const picked = await postForm(env.stack.siteUrl, HOST, '/resources/preferences', { language, redirectTo: '/index' }, session);
  const set = ([] as string[]).concat(picked.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
  expect(set.length).toBeGreaterThan(0);
  return [session, ...set].join('; ');
}

type Case = { form: string; path: string; fields: Record<string, string>; keys: string[]; multipart?: boolean };
const cases: Case[] = [
  {
    form: 'withdrawal without an amount',
    path: '/member/withdraw',
    fields: { intent: 'withdraw', requestId: '6f1c1f8e-1d0a-4c55-9a43-2f7b2d1b9e10', accountId: '1', amount: '', paymentPassword: '' },
    keys: ['cashier.errors.amount_required'],
  },
  {
    form: 'profile with an empty nickname',
    path: '/member/securityCenter',
    fields: { intent: 'profile', nickname: '' },
    keys: ['account.errors.profile_nickname_invalid'],
  },
  {
    form: 'feedback with nothing chosen or written',
    path: '/member/feedback',
    fields: { website: '' },
    multipart: true,
    keys: ['feedback.errors.category', 'feedback.errors.contentRequired'],
  },
];

describe.each([
  ['en', 'EN'],
  ['vi', 'VI'],
])('in %s', (lang, language) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = await inLanguage(language);
  });

  it.each(cases)('a $form shows its field message on the page', async ({ path, fields, keys, multipart: asMultipart }) => {
    const answer = asMultipart
      ? await postMultipart(env.stack.siteUrl, HOST, path, cookie, multipart(fields))
      : await postForm(env.stack.siteUrl, HOST, path, fields, cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(`<html lang="${lang}"`);
    expect(answer.body).toContain('aria-invalid="true"');
    const messages = locale(lang);
    for (const key of keys) expect(shown(answer.body)).toContain(`role="alert">${text(messages, key)}<`);
  });
});
