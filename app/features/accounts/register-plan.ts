import type { Features } from '~/request/remote-config/features';
import type { RegRule, RegRules } from '~/platform-client/schemas/system';

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

/** SMS countdown: expiry minutes × 60 s less half the round trip, one minute by default. */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined, roundTripMs: number): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.max(0, Math.round(minutes * 60 - roundTripMs / 2 / 1000));
}
