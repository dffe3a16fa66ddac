import * as v from 'valibot';
import { looseFormFields, type FieldSchema } from '~/lib/form-fields';
import type { RegRules } from '~/platform-client/schemas/system';
import { NicknameSchema } from '~/lib/nickname';
import { fieldSchema } from '~/platform-client/register-rules';
import { ruleFor, type RegisterPlan } from './register-plan';

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
