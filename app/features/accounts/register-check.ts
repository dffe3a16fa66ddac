import type { RegRules } from '~/platform-client/schemas/system';
import { ruleProblem } from '~/platform-client/vocabulary/register-rule';
import { nicknameProblem } from '~/lib/nickname-rule';
import { ruleFor, type RegisterPlan } from './register-plan';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ticked = (value: unknown) => value === 'on' || value === 'true';

/**
 * The browser's check of the registration form before it posts: the rules of the action's schema
 * (`registerSchema`, built from the platform's rules), field → its first problem, the same locale keys,
 * without the validation library. The server checks again. The password confirmation is judged, as the
 * schema does, only when the nickname (if asked for) meets the brand's rule.
 */
export function registerProblems(plan: RegisterPlan, rules: RegRules, form: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const check = (field: string, problem: string | null) => {
    if (problem) problems[field] ??= problem;
  };
  const byRule = (field: string, rule = rules[field], required = Boolean(rule?.required)) =>
    check(field, ruleProblem(rule, text(form[field]).trim(), required));
  check('age', ticked(form.age) ? null : 'validation.age');
  check('terms', ticked(form.terms) ? null : 'validation.terms');
  if (plan.mode === 'username') byRule('username', ruleFor(rules, 'username'), true);
  else {
    byRule('mobileNum', ruleFor(rules, 'mobileNum'), true);
    check('countryDialingCode', /^\+?\d{1,4}$/.test(text(form.countryDialingCode)) ? null : 'validation.country');
  }
  if (plan.needsPassword) byRule('password', ruleFor(rules, 'password'), true);
  if (plan.needsSmsCode) check('verificationCode', /^\d{4,8}$/.test(text(form.verificationCode).trim()) ? null : 'validation.smsCode');
  if (plan.needsCaptcha) {
    const captcha = text(form.captcha).trim();
    check('captcha', captcha === '' || captcha.length > 10 ? 'validation.captcha' : null);
  }
  for (const field of plan.optional) byRule(field);
  const nicknameMeetsRule = !plan.optional.includes('nickname') || !problems.nickname;
  if (plan.optional.includes('nickname') && nicknameMeetsRule) check('nickname', nicknameProblem(text(form.nickname)));
  if (plan.showAffiliate && rules.affiliateCode) byRule('affiliateCode', rules.affiliateCode, false);
  if (plan.needsPassword && nicknameMeetsRule && text(form.password).trim() !== text(form.verifyPwd)) check('verifyPwd', 'validation.passwordMismatch');
  return problems;
}
