import { isPlatformError } from './errors';

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
  'rg.deposit.limit': 'rg.errors.depositLimit',
  'rg.loss.limit': 'rg.errors.lossLimit',
  'rg.wager.limit': 'rg.errors.wagerLimit',
  'rg.session.limit': 'rg.errors.sessionLimit',
  'rg.timeout.active': 'rg.errors.timeoutActive',
  'rg.self.excluded': 'rg.errors.selfExcluded',
  'rg.limit.invalid': 'rg.errors.limitInvalid',
};

/** The locale key a visitor sees for a failed call. */
export function errorMessageKey(error: unknown): string {
  if (!isPlatformError(error)) return 'errors.generic.message';
  const code = error.details.errorCode;
  if (error.kind === 'rejected' && code && CODE_KEYS[code]) return CODE_KEYS[code];
  if (error.details.status === 429) return 'auth.errors.tooManyRequests';
  return error.messageKey;
}
