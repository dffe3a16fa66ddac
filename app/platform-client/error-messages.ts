import { isOutage, isPlatformError } from './errors';

/** Platform error codes the site explains in its own words (and language); others fall back by kind. */
const CODE_KEYS: Record<string, string> = {
  'login.failed': 'auth.errors.loginFailed',
  USER_NOT_EXIST: 'forgot.errors.notFound',
  us_forbidden_login_error: 'auth.errors.forbidden',
  'login.captcha.required': 'auth.errors.captchaRequired',
  'captcha.invalid': 'auth.errors.captchaInvalid',
  TOO_MANY_REQUEST: 'auth.errors.tooManyRequests',
  TOO_MANY_REQUESTS: 'auth.errors.tooManyRequests',
  'username.exists': 'auth.errors.usernameTaken',
  'mobile.exists': 'auth.errors.mobileTaken',
  'affiliate.invalid': 'auth.errors.invitationInvalid',
  'sms.code.invalid': 'auth.errors.smsCodeInvalid',
  'phone.invalid': 'auth.errors.phoneInvalid',
  'register.field.invalid': 'auth.errors.fieldInvalid',
  'register.field.required': 'auth.errors.fieldRequired',
  'function.not.available': 'auth.errors.notAvailable',
  login_verify_required: 'verify.lead',
  'login.verify.failed': 'verify.errors.failed',
  'login.verify.expired': 'verify.errors.expired',
  'password.old.invalid': 'password.errors.oldInvalid',
  'password.inconsistent': 'password.errors.inconsistent',
  'password.invalid': 'password.errors.invalid',
  'password.same': 'password.errors.same',
  'password.old.locked': 'auth.locks.password',
  'code.locked': 'auth.locks.code',
  'login.verify.locked': 'auth.locks.verify',
  'rg.deposit.limit': 'rg.errors.depositLimit',
  'rg.loss.limit': 'rg.errors.lossLimit',
  'rg.wager.limit': 'rg.errors.wagerLimit',
  'rg.session.limit': 'rg.errors.sessionLimit',
  'rg.timeout.active': 'rg.errors.timeoutActive',
  'rg.self.excluded': 'rg.errors.selfExcluded',
  'rg.limit.invalid': 'rg.errors.limitInvalid',
  'domain.invalid': 'auth.refusals.invalidDomain',
  'geetest.failed': 'auth.geetest.failed',
};

/** The locale key a visitor sees for a failed call. */
export function errorMessageKey(error: unknown): string {
  if (!isPlatformError(error)) return 'errors.generic.message';
  const code = error.details.errorCode;
  const worded = error.kind === 'rejected' && code && Object.hasOwn(CODE_KEYS, code) ? CODE_KEYS[code] : undefined;
  if (worded) return worded;
  if (error.details.status === 429) return 'auth.errors.tooManyRequests';
  return error.messageKey;
}

/** The numbers a refusal's message names (how many minutes a lock has left), for the translation. */
export function errorMessageParams(error: unknown): Record<string, number> {
  const value = isPlatformError(error) ? error.details.value : null;
  const minutes = value && typeof value === 'object' ? (value as { retryAfterMinutes?: unknown }).retryAfterMinutes : undefined;
  return typeof minutes === 'number' && Number.isFinite(minutes) ? { retryAfterMinutes: minutes } : {};
}

/**
 * Why a code could not be sent, in the site's words. Platforms give the reason as a code or, on some
 * builds, only as an English sentence ("SMS quota not enough", "operation not allowed"); both are read.
 * A reason not known here gets a kind general message, never the platform's own words.
 */
const SMS_REASONS: [RegExp, string][] = [
  [/quota/i, 'auth.refusals.smsQuota'],
  [/not[\s._-]*allowed/i, 'auth.refusals.notAllowed'],
  [/too[\s._-]*many/i, 'auth.errors.tooManyRequests'],
  [/captcha|geetest/i, 'auth.errors.captchaInvalid'],
  [/phone|mobile/i, 'auth.errors.phoneInvalid'],
];

export function smsRefusalKey(error: unknown): string {
  if (isOutage(error)) return 'errors.unavailable.message';
  if (!isPlatformError(error)) return 'auth.refusals.smsGeneric';
  if (error.details.status === 429) return 'auth.errors.tooManyRequests';
  const { errorCode, platformMessage } = error.details;
  for (const said of [errorCode, platformMessage]) {
    const reason = said ? SMS_REASONS.find(([pattern]) => pattern.test(said)) : undefined;
    if (reason) return reason[1];
  }
  return 'auth.refusals.smsGeneric';
}
