import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noticeText, TYPED_NOTICES } from '~/features/member/inbox/notice-text';
import { formatMinor, exponentOf } from '~/lib/money';

/** Typed inbox notices read as sentences in every language, with amounts in the member's currency. */
const LANGUAGES = ['en', 'cn', 'vi', 'th', 'ja', 'ty'] as const;
const bundles = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join('app/locales', `${l}.json`), 'utf8'))])) as Record<
  string,
  Record<string, unknown>
>;

/** A tiny i18next stand-in: dotted lookup and {{name}} interpolation, so a missing template shows as its key. */
const translator =
  (language: string) =>
  (key: string, values: Record<string, string> = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundles[language]);
    return typeof found === 'string' ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '') : key;
  };
const money = (minor: number, currency: string) => `${currency} ${formatMinor(minor, exponentOf(currency), 'EN')}`;

describe('typed notices', () => {
  it('fill the template with the amount in minor units of the currency, the reference and the channel', () => {
    const text = noticeText(
      { type: 'info_deposit_arrival', title: null, params: { amountMinor: 125050, currency: 'PHP', reference: 'D123', channel: 'GCash' } },
      translator('en'),
      money,
    );
    expect(text).toEqual({ title: 'Deposit credited', body: 'Your deposit of PHP 1,250.50 (D123, GCash) has been credited to your wallet.' });
    const vnd = noticeText(
      { type: 'info_withdraw_reject', title: null, params: { amountMinor: 3500000, currency: 'VND', reference: 'W9', reason: 'Name mismatch' } },
      translator('vi'),
      money,
    );
    expect(vnd.body).toContain('VND 3,500,000');
    expect(vnd.body).toContain('Name mismatch');
  });

  it('have a title and a text in every language, with no template left unfilled', () => {
    const params = {
      amountMinor: 100,
      bonusMinor: 50,
      currency: 'PHP',
      reference: 'R1',
      channel: 'Bank',
      account: 'BDO ****12',
      reason: 'x',
      promotionTitle: 'Welcome',
      status: 'APPROVED',
    };
    for (const language of LANGUAGES) {
      for (const type of TYPED_NOTICES) {
        const text = noticeText({ type, title: null, params, confirmByText: '2026-01-01 10:00' }, translator(language), money);
        expect(text.title, `${language} ${type}`).not.toMatch(/^inbox\.|\{\{/);
        expect(text.body, `${language} ${type}`).not.toMatch(/^inbox\.|\{\{/);
      }
    }
  });

  it('a promotion result says approved with its bonus, or rejected with its reason', () => {
    const t = translator('en');
    expect(
      noticeText(
        { type: 'info_promotion_result', title: null, params: { promotionTitle: 'Reload 20%', status: 'APPROVED', bonusMinor: 20000, currency: 'PHP' } },
        t,
        money,
      ).body,
    ).toBe('Your application for Reload 20% was approved: PHP 200.00 has been added as a bonus.');
    expect(
      noticeText({ type: 'info_promotion_result', title: null, params: { promotionTitle: 'Reload 20%', status: 'REJECTED', currency: 'PHP' } }, t, money),
    ).toEqual({
      title: 'Promotion not approved: Reload 20%',
      body: 'Your application for Reload 20% was not approved: no reason given.',
    });
  });

  it('odd params from the platform never break the text: wrong types are dropped, long strings cut', () => {
    const text = noticeText(
      { type: 'info_deposit_failed', title: null, params: { amountMinor: '1e9', currency: { x: 1 }, reference: 'R'.repeat(500), reason: null } },
      translator('en'),
      money,
    );
    expect(text.body).toContain('R'.repeat(40));
    expect(text.body).not.toContain('R'.repeat(41));
    expect(text.body).toContain('no reason given');
  });

  it('operator notices keep their own title; unknown types read as a generic notification', () => {
    const t = translator('ja');
    expect(noticeText({ type: 'notice', title: '  週末イベント ', params: {} }, t, money)).toEqual({ title: '週末イベント', body: null });
    expect(noticeText({ type: 'notice', title: '', params: {} }, t, money).title).toBe('運営からのメッセージ');
    expect(noticeText({ type: 'info_something_new', title: null, params: {} }, t, money)).toEqual({ title: 'お知らせ', body: null });
  });
});
