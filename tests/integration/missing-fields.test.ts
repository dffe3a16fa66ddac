import { describe, expect, it } from 'vitest';
import cn from '~/locales/cn.json';
import en from '~/locales/en.json';
import { addPlatformMember } from '../support/platform-db';
import { logIn, postForm } from '../support/site-session';
import { useStack } from '../support/stack';

/**
 * A form posted without one of its fields (an unticked box is not sent at all; a hand-made request) is
 * refused like the same form with that field empty: a 4xx with the field's own message, in the page's
 * language, never valibot's English "Invalid key: Expected …".
 */
const env = useStack('missing-fields-');
const HOST = 'demo-a.localhost';
const PASSWORD = 'Missing12345';
const LANG = { en: 'ImVuIg%3D%3D', cn: 'ImNuIg%3D%3D' } as const;
const text = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let made = 0;
async function newMember(type?: number) {
  const username = `mf${process.pid % 1000}x${++made}`;
  await addPlatformMember(env.stack.dbPath, {
    merchant: 'demoa01',
    username,
    password: PASSWORD,
    balanceMinor: 1_000_00,
    paymentPassword: '246810',
    ...(type ? { type } : {}),
  });
  return logIn(env.stack.siteUrl, HOST, username, PASSWORD);
}

type Case = { form: string; path: string; fields: Record<string, string>; drop: string; key: string; member?: 'player' | 'agent' };
const CASES: Case[] = [
  {
    form: 'responsible-gaming break',
    path: '/member/responsibleGaming',
    fields: { intent: 'break', kind: 'TIMEOUT', duration: '24h', password: PASSWORD, confirm: 'on' },
    drop: 'confirm',
    key: 'rg.errors.confirmRequired',
    member: 'player',
  },
  {
    form: 'registration',
    path: '/register',
    fields: { username: '', password: 'Secret123', verifyPwd: 'Secret123', age: 'on', terms: 'on' },
    drop: 'username',
    key: 'validation.required',
  },
  {
    form: 'affiliate application',
    path: '/join',
    fields: { name: 'Ann Lee', email: 'ann@example.com', mobile: '', messengerId: '', channel: '', experience: '' },
    drop: 'channel',
    key: 'join.errors.channelRequired',
  },
  { form: 'login', path: '/login', fields: { intent: 'login', username: 'someone', password: '' }, drop: 'password', key: 'auth.errors.required' },
  {
    form: 'cashier transfer',
    path: '/member/transferFund',
    fields: { from: 'MAIN', to: 'PG', amount: '' },
    drop: 'amount',
    key: 'cashier.errors.amount_required',
    member: 'player',
  },
  {
    form: 'agent registration of a downline',
    path: '/agent/registerCenter',
    fields: { intent: 'register', username: '', password: 'Secret123', accountType: 'MEMBER', rebate: '' },
    drop: 'username',
    key: 'agent.errors.register_field_required',
    member: 'agent',
  },
];

describe('a form posted without a field', () => {
  it.each(CASES)(
    '$form: refused like the field posted empty, with its own message key, never "Invalid key"',
    async ({ path, fields, drop, member }) => {
      const cookie = member ? await newMember(member === 'agent' ? 1 : undefined) : undefined;
      const without = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== drop));
      // The action's own answer (what a hydrated page reads), then the page a browser without script gets.
      const [empty, missing] = [
        await postForm(env.stack.siteUrl, HOST, `${path}.data`, { ...fields, [drop]: '' }, cookie),
        await postForm(env.stack.siteUrl, HOST, `${path}.data`, without, cookie),
      ];
      expect(missing.status, missing.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(missing.status).toBeLessThan(500);
      expect(missing.status).toBe(empty.status);
      // The same message keys as the empty field's (turbo-stream answers name each string once).
      const keys = (body: string) =>
        [...body.matchAll(/"([a-zA-Z]+(?:\.[\w-]+)+)"/g)]
          .map((m) => m[1]!)
          .filter((k) => typeof k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) === 'string')
          .sort();
      expect(keys(empty.body).length, empty.body.slice(0, 300)).toBeGreaterThan(0);
      expect(keys(missing.body)).toEqual(keys(empty.body));
      expect(missing.body).not.toMatch(/Invalid key|Expected/);
    },
    40_000,
  );

  it.each(CASES.filter((c) => !c.member))(
    '$form without script: the message in words, in English and in Chinese',
    async ({ path, fields, drop, key }) => {
      const without = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== drop));
      for (const [language, messages] of [
        ['en', en],
        ['cn', cn],
      ] as const) {
        const missing = await postForm(env.stack.siteUrl, HOST, path, without, `lang=${LANG[language]}`);
        expect(missing.status).toBeGreaterThanOrEqual(400);
        // What the page says, not the messages it ships to its script.
        const shown = missing.body.replace(/<script[\s\S]*?<\/script>/g, '');
        expect(missing.body).not.toMatch(/Invalid key|Expected/);
        expect(shown, `${language}: ${key}`).toContain(escaped(text(messages, key)));
      }
    },
    40_000,
  );
});
