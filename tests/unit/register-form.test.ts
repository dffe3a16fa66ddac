import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, registerSchema } from '~/features/accounts/register-form';
import { registerModes, registerPlan, smsCountdownSeconds } from '~/features/accounts/register-plan';
import type { RegRules } from '~/platform-client/schemas/system';
import { CORE_REG_RULES, regRule } from '../support/reg-rules';

const rules: RegRules = {
  ...CORE_REG_RULES,
  zalo: regRule('^\\d+$', 6, 8, 15, false, false),
  captcha: regRule('^[a-zA-Z0-9]+$', 4, 4, 4),
};
const features = { mobilePasswordRegistration: false, registerSmsVerification: true, captcha: true, affiliate: true };

describe('SMS countdown', () => {
  it('is the expiry in seconds less half the round trip, one minute by default', () => {
    expect(smsCountdownSeconds(1, 2_000)).toBe(59);
    expect(smsCountdownSeconds(undefined, 0)).toBe(60);
    expect(smsCountdownSeconds(0, 0)).toBe(60);
    expect(smsCountdownSeconds(3, 600)).toBe(180);
    expect(smsCountdownSeconds(1, 500_000)).toBe(0);
  });
});

describe('registration plan and schema from the rules', () => {
  it('offers mobile first when both ways are on', () => {
    expect(registerModes({ usernameRegistration: true, mobileRegistration: true })).toEqual(['mobile', 'username']);
    expect(registerModes({ usernameRegistration: true, mobileRegistration: false })).toEqual(['username']);
  });

  it('shows enabled optional fields only, and a password for mobile only with MOBILENUMPASSREG3', () => {
    const mobile = registerPlan('mobile', rules, features);
    expect(mobile).toMatchObject({ needsPassword: false, needsSmsCode: true, needsCaptcha: true, optional: ['email'] });
    expect(registerPlan('mobile', rules, { ...features, mobilePasswordRegistration: true }).needsPassword).toBe(true);
  });

  it('accepts a valid form and reports every bad field with its rule message', () => {
    const schema = registerSchema(registerPlan('username', rules, features), rules);
    const good = { username: 'player01', password: 'abc123', verifyPwd: 'abc123', captcha: 'AB12', age: 'on', terms: 'on', email: '' };
    expect(v.safeParse(schema, good).success).toBe(true);
    const bad = v.safeParse(schema, { ...good, username: '1abc', verifyPwd: 'abc124', email: 'nope', age: '', terms: '' });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.issues!)).toMatchObject({
      username: 'validation.pattern.1',
      email: 'validation.pattern.3',
      age: 'validation.age',
      terms: 'validation.terms',
    });
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const schema = registerSchema(registerPlan('username', rules, features), rules);
    const result = v.safeParse(schema, { username: 'player01', password: 'abc123', verifyPwd: 'abc124', captcha: 'AB12', age: 'on', terms: 'on' });
    expect(fieldErrors(result.issues!)).toEqual({ verifyPwd: 'validation.passwordMismatch' });
  });

  it('requires the SMS code for mobile registration with REGMOBVERF3', () => {
    const schema = registerSchema(registerPlan('mobile', rules, features), rules);
    const result = v.safeParse(schema, { mobileNum: '912345678', countryDialingCode: '84', captcha: 'AB12', age: 'on', terms: 'on' });
    expect(fieldErrors(result.issues!)).toEqual({ verificationCode: 'validation.smsCode' });
  });
});
