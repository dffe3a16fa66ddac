import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sendProblem } from '~/features/chat/chat-check';
import { firstError, SendSchema } from '~/features/chat/chat-form';
import { registerProblems } from '~/features/accounts/register-check';
import { fieldErrors as registerErrors, registerSchema } from '~/features/accounts/register-form';
import { registerPlan } from '~/features/accounts/register-plan';
import type { RegRules } from '~/platform-client/schemas/system';
import { CORE_REG_RULES, regRule } from '../support/reg-rules';
import { applicationProblems } from '~/features/join/application-check';
import { applicationErrors, ApplicationSchema } from '~/features/join/application-form';
import { feedbackProblems } from '~/features/member/feedback/feedback-check';
import { feedbackErrors, FeedbackFormSchema } from '~/features/member/feedback/feedback-form';
import { breakConfirmProblems, limitProblem, limitValue } from '~/features/member/responsible-gaming/rg-checks';
import { BreakConfirmSchema, LimitFormSchema } from '~/features/member/responsible-gaming/rg-forms';
import { fieldErrors } from '~/lib/form-fields';

/**
 * The browser checks a form with a small check of its own (no validation library in its download) and the
 * action with its valibot schema: for the same posted fields both must find the same problems, with the
 * same locale keys, or a player would see one error before posting and another after.
 */
const schemaErrors = (schema: v.GenericSchema, form: unknown, keys: (issues: v.BaseIssue<unknown>[]) => Record<string, string>) => {
  const parsed = v.safeParse(schema, form);
  return parsed.success ? {} : keys(parsed.issues);
};

describe('the browser and the action find the same problems in a form', () => {
  it.each([
    { category: 'GAMES', content: 'The slots lag on my phone.' },
    { category: 'GAMES', content: '   ' },
    { category: 'NOPE', content: 'x' },
    { category: null, content: '' },
    { category: 'DEPOSIT', content: 'x'.repeat(1001) },
    { category: 'DEPOSIT', content: ` ${'x'.repeat(1000)} ` },
  ])('feedback %o', (form) => {
    expect(feedbackProblems(form)).toEqual(schemaErrors(FeedbackFormSchema, { ...form, category: form.category ?? undefined }, feedbackErrors));
  });

  it.each([
    { intent: 'break', kind: 'TIMEOUT', duration: '24H', password: 'secret', confirm: 'on' },
    { intent: 'break', kind: 'SELF_EXCLUSION', duration: '', password: '', confirm: '' },
    { intent: 'break', kind: 'TIMEOUT', duration: '7D', password: 'p'.repeat(101), confirm: '' },
    { intent: 'break', kind: 'OTHER', duration: 'PERMANENT', password: 'x', confirm: 'on' },
    // An unticked box is not posted at all, nor is a field a hand-made post leaves out.
    { intent: 'break', kind: 'TIMEOUT', duration: '24H', password: 'secret' },
    { intent: 'break' },
  ])('a break %o', (form) => {
    const errors = schemaErrors(BreakConfirmSchema, form, fieldErrors);
    expect(breakConfirmProblems(form)).toEqual(errors);
    for (const message of Object.values(errors)) expect(message).toMatch(/^rg\.errors\./);
  });

  it.each([
    { intent: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: '100' },
    { intent: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 'abc' },
    { intent: 'limit', kind: 'LOSS', period: 'WEEK', amount: '9'.repeat(41) },
    { intent: 'limit', kind: 'SESSION', period: 'SESSION', amount: '3' },
    { intent: 'limit', kind: 'SESSION', period: 'SESSION', amount: '90' },
    { intent: 'limit', kind: 'WAGER', period: 'MONTH', amount: '', remove: '1' },
  ])('a limit %o', (form) => {
    const parsed = v.safeParse(LimitFormSchema, form);
    const value = parsed.success ? limitValue(parsed.output, 2, 'EN') : null;
    const action = !parsed.success ? (fieldErrors(parsed.issues).amount ?? 'rg.errors.form') : value && !value.ok ? value.error : null;
    expect(limitProblem(form, 2, 'EN')).toBe(action);
  });

  it.each([
    { roomId: '12', text: 'hello', requestId: 'abcdefgh-1' },
    { roomId: '12', text: '  ', requestId: 'abcdefgh-1' },
    { roomId: '0', text: 'hello', requestId: 'abcdefgh-1' },
    { roomId: '12', text: '😀'.repeat(500), requestId: 'abcdefgh-1' },
    { roomId: '12', text: '😀'.repeat(501), requestId: 'abcdefgh-1' },
    { roomId: '12', text: 'hello', requestId: 'short' },
  ])('a chat message %o', (form) => {
    const parsed = v.safeParse(SendSchema, form);
    expect(sendProblem(form)).toBe(parsed.success ? null : firstError(parsed.issues));
  });

  const application = { name: 'Ana Lima', email: 'ana@example.com', mobile: '', messengerId: '', channel: 'SOCIAL', experience: 'Streams.' };
  it.each([
    application,
    { ...application, email: '', mobile: '' },
    { ...application, email: '  ', mobile: ' +44 (20) 7946-0958 ' },
    { ...application, email: 'ana@example', mobile: '12' },
    { ...application, email: 'a.b+c@mail.example.co', mobile: 'call me' },
    { ...application, email: `${'a'.repeat(250)}@example.com` },
    { ...application, email: ' ana..lima@example.com ' },
    { ...application, name: '   ', email: '', mobile: '' },
    { ...application, name: 'x'.repeat(81), messengerId: 'm'.repeat(81), experience: 'e'.repeat(501) },
    { ...application, name: ` ${'x'.repeat(80)} `, experience: ` ${'e'.repeat(500)} ` },
    { ...application, channel: 'TV', email: '', mobile: '' },
    { ...application, channel: '', email: 'nope' },
    // The optional fields left out. (The form always posts the name and the channel; the schema answers a
    // post without them with the validation library's own "Invalid key" text, the browser check with the key.)
    { name: 'Ana', channel: 'OTHER' },
  ])('an affiliate application %o', (form) => {
    const errors = schemaErrors(ApplicationSchema, form, applicationErrors);
    expect(applicationProblems(form)).toEqual(errors);
    for (const message of Object.values(errors)) expect(message).toMatch(/^join\.errors\./);
  });

  const rules: RegRules = {
    ...CORE_REG_RULES,
    nickname: regRule('*', 0, 2, 12, false),
    birthday: regRule('^\\d{4}-\\d{2}-\\d{2}$', 9, 10, 10, true),
    affiliateCode: regRule('^[A-Z0-9]+$', 7, 4, 10, true),
    captcha: regRule('^[a-zA-Z0-9]+$', 4, 4, 4),
  };
  const features = { mobilePasswordRegistration: true, registerSmsVerification: true, captcha: true, affiliate: true };
  const signUp = {
    username: 'player01',
    password: 'abc123',
    verifyPwd: 'abc123',
    captcha: 'AB12',
    age: 'on',
    terms: 'on',
    email: '',
    nickname: '',
    birthday: '1990-01-31',
    affiliateCode: '',
  };
  const byMobile = {
    mobileNum: '98765432',
    countryDialingCode: '+66',
    verificationCode: '123456',
    password: 'abc123',
    verifyPwd: 'abc123',
    captcha: 'AB12',
    age: 'on',
    terms: 'true',
    email: '',
    nickname: 'Ana',
    birthday: '1990-01-31',
  };
  it.each([
    ['username', signUp],
    ['username', { ...signUp, username: ' player01 ', password: ' abc123 ', verifyPwd: 'abc123' }],
    ['username', { ...signUp, username: '1abc', verifyPwd: 'abc124', email: 'nope', age: '', terms: '' }],
    ['username', { ...signUp, username: '', password: '', verifyPwd: '', captcha: '  ', birthday: '' }],
    ['username', { ...signUp, password: 'abcdef', verifyPwd: 'abcdef', captcha: 'ABCDEFGHIJK', affiliateCode: 'ab' }],
    ['username', { ...signUp, nickname: '<b>x</b>', verifyPwd: 'other1' }],
    ['username', { ...signUp, nickname: 'a'.repeat(13), verifyPwd: 'other1' }],
    ['username', { ...signUp, nickname: ' Ana Lima ', email: ' ana@example.com ' }],
    ['username', { username: 'player01', password: 'abc123' }],
    ['mobile', byMobile],
    ['mobile', { ...byMobile, mobileNum: '12 34', countryDialingCode: '66a', verificationCode: '12' }],
    ['mobile', { ...byMobile, mobileNum: '123456789012', verificationCode: ' 1234 ', countryDialingCode: '' }],
  ] as const)('a registration by %s %o', (mode, form) => {
    const plan = registerPlan(mode, rules, features);
    expect(registerProblems(plan, rules, form)).toEqual(schemaErrors(registerSchema(plan, rules), form, registerErrors));
  });
});
