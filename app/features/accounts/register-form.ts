import * as v from 'valibot';
import { looseFormFields, type FieldSchema } from '~/lib/form-fields';
import type { Features } from '~/request/remote-config/features';
import type { RegRule, RegRules } from '~/platform-client/schemas/system';
import { NicknameSchema } from '~/lib/nickname';
import { fieldSchema } from '~/platform-client/register-rules';

/** Optional fields in the order the form shows them; each appears when its rule is enabled. */
export const OPTIONAL_FIELDS = [
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'whatsapp',
  'facebook',
  'zalo',
  'line',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];
export type RegisterMode = 'username' | 'mobile';

/** Which ways to register this brand offers, mobile first when on (it is the default tab). */
export function registerModes(features: Pick<Features, 'usernameRegistration' | 'mobileRegistration'>): RegisterMode[] {
  return [...(features.mobileRegistration ? (['mobile'] as const) : []), ...(features.usernameRegistration ? (['username'] as const) : [])];
}

export type RegisterPlan = {
  mode: RegisterMode;
  needsPassword: boolean;
  needsSmsCode: boolean;
  needsCaptcha: boolean;
  showAffiliate: boolean;
  optional: OptionalField[];
};

export function registerPlan(
  mode: RegisterMode,
  rules: RegRules,
  features: Pick<Features, 'mobilePasswordRegistration' | 'registerSmsVerification' | 'captcha' | 'affiliate'>,
): RegisterPlan {
  return {
    mode,
    needsPassword: mode === 'username' || features.mobilePasswordRegistration,
    needsSmsCode: mode === 'mobile' && features.registerSmsVerification,
    needsCaptcha: features.captcha && Boolean(rules.captcha?.enabled),
    showAffiliate: Boolean(rules.affiliateCode?.enabled),
    optional: OPTIONAL_FIELDS.filter((f) => rules[f]?.enabled),
  };
}

const FALLBACK: Record<string, RegRule> = {
  username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 12, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
  password: { enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' },
  mobileNum: { enabled: true, required: true, patternId: 6, minLength: 6, maxLength: 15, acceptedPattern: '^\\d+$' },
};

/** The rule a field is checked against: the brand's, else a safe default for the core fields. */
export function ruleFor(rules: RegRules, field: string): RegRule | undefined {
  return rules[field] ?? FALLBACK[field];
}

const checkbox = (message: string) =>
  v.pipe(
    v.string(),
    v.check((x) => x === 'on' || x === 'true', message),
  );

/**
 * One schema from the platform's rules: the server action runs it and so does the browser before
 * submitting. Issue messages are locale keys; `(min)`/`(max)` come from the field's rule.
 */
export function registerSchema(plan: RegisterPlan, rules: RegRules) {
  const entries: Record<string, FieldSchema> = {
    age: checkbox('validation.age'),
    terms: checkbox('validation.terms'),
  };
  const required = (field: string) => fieldSchema(ruleFor(rules, field), { forceRequired: true })!;
  if (plan.mode === 'username') entries.username = required('username');
  else {
    entries.mobileNum = required('mobileNum');
    entries.countryDialingCode = v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/, 'validation.country'));
  }
  if (plan.needsPassword) {
    entries.password = required('password');
    entries.verifyPwd = v.optional(v.string(), '');
  }
  if (plan.needsSmsCode) entries.verificationCode = v.pipe(v.string(), v.trim(), v.regex(/^\d{4,8}$/, 'validation.smsCode'));
  if (plan.needsCaptcha) entries.captcha = v.pipe(v.string(), v.trim(), v.nonEmpty('validation.captcha'), v.maxLength(10, 'validation.captcha'));
  for (const field of plan.optional) entries[field] = fieldSchema(rules[field])!;
  // The brand's rule for a nickname may be anything ('*'); the nickname rule of the profile holds too.
  if (entries.nickname) entries.nickname = v.pipe(entries.nickname, NicknameSchema);
  entries.affiliateCode = plan.showAffiliate
    ? fieldSchema({ ...rules.affiliateCode!, required: false })!
    : v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), '');
  entries.referralCode = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), '');
  return v.pipe(
    looseFormFields(entries, 'auth.errors.fieldInvalid'),
    v.forward(
      v.check(
        (input) => !plan.needsPassword || (input as Record<string, unknown>).password === (input as Record<string, unknown>).verifyPwd,
        'validation.passwordMismatch',
      ),
      ['verifyPwd'],
    ),
  );
}

/** First message per field, for the form to show beside each input. */
export { fieldErrors } from '~/lib/form-fields';

/** SMS countdown: expiry minutes × 60 s less half the round trip, one minute by default. */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined, roundTripMs: number): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.max(0, Math.round(minutes * 60 - roundTripMs / 2 / 1000));
}
